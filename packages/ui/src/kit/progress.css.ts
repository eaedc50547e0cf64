import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({ ...layout.stack('1'), width: '100%', minWidth: 0 });

export const header = style([
  layout.row('2'),
  { justifyContent: 'space-between', alignItems: 'baseline', fontSize: vars.font.sizeSm },
]);

export const label = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });

export const value = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  // Windows high contrast drops backgrounds: keep the track visible.
  outline: '1px solid transparent',
  selectors: {
    [`${root}[data-size="sm"] &`]: { height: '0.375rem' },
  },
});

export const range = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.primary,
  transition: 'width 300ms ease-out',
  selectors: {
    [`${root}[data-tone="success"] &`]: { background: vars.color.success },
    [`${root}[data-tone="warning"] &`]: { background: vars.color.warning },
    [`${root}[data-tone="danger"] &`]: { background: vars.color.danger },
    '&[data-state="indeterminate"]': {
      width: '40%',
      animation: `${slide} 1.2s ease-in-out infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&[data-state="indeterminate"]': { animationDuration: '2.4s' } },
    },
  },
});
