import { vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const section = style(layout.stack('3'));

export const heading = style(layout.text('xl', 'bold'));

export const lead = style({ color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, ...layout.stack('2') });

export const item = style([
  layout.row('3'),
  layout.outlined,
  { justifyContent: 'space-between', padding: vars.space['3'] },
]);

export const name = style({ fontWeight: vars.font.weightMedium });

export const when = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
