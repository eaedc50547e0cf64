import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

/** Chat messages as every Puente chat draws them: the other side left, the reader's right. */
export const chatRow = styleVariants(
  { incoming: 'flex-start', outgoing: 'flex-end' },
  (justifyContent) => ({ display: 'flex', justifyContent, gap: vars.space['2'] }),
);

export const chatAvatar = style({
  ...layout.markDisc('2rem'),
  flexShrink: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

const bubbleBase = style({
  maxWidth: 'min(85%, 34rem)',
  ...layout.bubble.shape,
  lineHeight: 1.55,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const chatBubble = styleVariants({
  incoming: [bubbleBase, layout.bubble.incoming, { color: vars.color.text }],
  outgoing: [bubbleBase, layout.bubble.outgoing],
});

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: 'translateY(-3px)', opacity: 1 },
});

/** The typing indicator: three dots that bounce unless the reader asked for less motion. */
export const typingDots = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  minHeight: '1.35rem',
});

export const typingDot = style({
  width: '0.45rem',
  height: '0.45rem',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 } },
});
