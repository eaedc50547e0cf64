import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const alertList = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space['3'] },
  layout.bareList,
]);

export const alertIcon = style({
  flexShrink: 0,
  color: vars.palette.yellow,
  marginBlockStart: '0.125rem',
});

/** Search, filters and sort in a row on wide screens. */
export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr)) auto' },
  },
});

export const stages = style(layout.cluster('1'));
