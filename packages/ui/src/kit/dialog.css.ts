import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
  },
});

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1001,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  overflowY: 'auto',
});

export const content = style({
  position: 'relative',
  width: '100%',
  maxWidth: '28rem',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  padding: vars.space['6'],
  ...layout.stack('4'),
  ...layout.floating,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${rise} 180ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
  },
});

export const wide = style({ maxWidth: '42rem' });

export const title = style({
  ...layout.cardTitle,
  lineHeight: 1.3,
  paddingInlineEnd: vars.space['8'],
});

export const description = style(layout.muted);

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  ...layout.iconButton('2rem'),
  color: vars.color.textMuted,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
