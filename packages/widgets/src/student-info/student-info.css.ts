import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { keyframes, style } from '@vanilla-extract/css';

export const loading = style({ paddingBlock: vars.space['8'] });

export const form = style(layout.stack('6'));

export const section = style([
  layout.stack('2'),
  layout.surface,
  { margin: 0, padding: vars.space['5'], minWidth: 0, boxShadow: 'none' },
]);

export const legend = style([
  layout.text('lg', 'bold'),
  { float: 'left', width: '100%', padding: 0 },
]);

export const hint = style({ clear: 'both', ...layout.muted });

export const subject = style({
  padding: vars.space['2'],
  ...layout.outlined,
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.primary } },
});

/** The subjects' and the scores' grids, a little under their hints. */
export const grid = style({ marginBlockStart: vars.space['2'] });

/** The subjects group's message, as a field draws its own. */
export { error } from '@puente/ui/kit/field.css';

const pop = keyframes({
  from: { transform: 'scale(0.85)', opacity: 0 },
  to: { transform: 'scale(1)', opacity: 1 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  ...layout.centred,
  padding: vars.space['4'],
  background: vars.color.overlay,
});

export const overlayPanel = style({
  ...layout.stack('3'),
  alignItems: 'center',
  padding: vars.space['8'],
  minWidth: 'min(100%, 20rem)',
  textAlign: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${pop} 240ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const overlayTitle = style({ fontSize: '2rem', fontWeight: vars.font.weightBold });
