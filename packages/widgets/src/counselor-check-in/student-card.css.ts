import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const studentHeader = style(layout.cluster('2', 'center'));

export const studentName = style([layout.text('xl', 'bold'), { lineHeight: 1.2 }]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  ...layout.muted,
});

export const fact = style({ display: 'flex', gap: vars.space['1'] });

export const factTerm = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });

export const factValue = style({ margin: 0 });
