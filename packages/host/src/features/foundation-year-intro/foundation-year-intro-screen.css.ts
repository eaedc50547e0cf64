import { media, vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const screen = style({ ...layout.stack('8'), maxWidth: '60rem', marginInline: 'auto' });

export const header = style({ maxWidth: '44rem' });

export const reasons = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  ...layout.bareList,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const reason = style([
  layout.stack('2'),
  layout.surface,
  { padding: vars.space['5'], boxShadow: 'none' },
]);

export const reasonIcon = style(layout.markDisc('2.5rem'));

export const reasonTitle = style(layout.cardTitle);

export const reasonText = style({ color: vars.color.textMuted });

export const actions = style(layout.cluster('3'));
