import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const group = style({
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  width: 'min(420px, calc(100vw - 2rem))',
  padding: vars.space['4'],
  paddingInlineEnd: vars.space['3'],
  ...layout.floating,
  fontFamily: vars.font.family,
  touchAction: 'pan-y',
  // Ark/Zag drive stacking and enter/exit through these variables.
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  selectors: {
    '&[data-state="closed"]': { transition: 'translate 300ms, scale 300ms, opacity 150ms' },
    '&[data-type="error"]': {
      background: vars.color.danger,
      color: vars.color.dangerForeground,
      borderColor: vars.color.danger,
    },
    '&:focus-visible': focusRing,
    '&[data-swiping]': { transition: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'opacity 150ms' },
  },
});

export const title = style({
  gridColumn: 1,
  ...layout.text('sm', 'bold'),
});

export const description = style({
  gridColumn: 1,
  fontSize: vars.font.sizeSm,
  opacity: 0.92,
});

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  ...layout.iconButton('1.75rem'),
  color: 'inherit',
  opacity: 0.75,
  selectors: {
    '&:hover': { opacity: 1 },
    '&:focus-visible': focusRing,
  },
});

// F8 focuses the (invisible) region: show the ring on the toast inside it instead.
globalStyle(`${group}:focus-visible ${root}`, focusRing);
