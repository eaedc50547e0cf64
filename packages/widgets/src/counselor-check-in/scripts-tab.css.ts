import { focusRing } from '@puente/ui/kit/focus.css';
import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const scripts = style(
  layout.columns(media.tablet, 'minmax(10rem, 1fr) minmax(0, 2fr)', '4'),
);

export const conversationButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.125rem',
  width: '100%',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceMuted,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&:focus-visible': focusRing,
  },
});

export const transcript = style({
  ...layout.stack('3'),
  padding: vars.space['3'],
  ...layout.mutedPanel,
});

const bubbleBase = style({
  ...layout.bubble.shape,
  maxWidth: '85%',
  lineHeight: 1.5,
  transition: 'box-shadow 200ms, background-color 200ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&[aria-current="true"]': {
      boxShadow: `0 0 0 3px ${vars.palette.yellow}`,
    },
  },
});

export const bubble = styleVariants({
  ai: [bubbleBase, layout.bubble.incoming, { alignSelf: 'flex-start' }],
  student: [bubbleBase, layout.bubble.outgoing, { alignSelf: 'flex-end' }],
});

export const speaker = style({
  display: 'block',
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  opacity: 0.85,
});
