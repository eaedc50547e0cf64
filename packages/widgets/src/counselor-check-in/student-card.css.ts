import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const studentHeader = style({ ...layout.cluster('2'), alignItems: 'center' });

export const studentName = style([layout.text('xl', 'bold'), { lineHeight: 1.2 }]);

export const facts = style([
  layout.cluster('1'),
  layout.muted,
  { margin: 0, columnGap: vars.space['4'] },
]);

export const fact = style({ display: 'flex', gap: vars.space['1'] });

export const factTerm = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });

export const factValue = style({ margin: 0 });
