import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const studentHeader = style(layout.cluster('2', 'center'));

export const studentName = style([layout.text('xl', 'bold'), { lineHeight: 1.2 }]);

/** The student's school and GPA: each term beside its value, on one muted line that wraps. */
export const facts = styleVariants({
  list: [
    layout.cluster('1'),
    layout.muted,
    { gap: `${vars.space['1']} ${vars.space['4']}`, margin: 0 },
  ],
  fact: { display: 'flex', gap: vars.space['1'] },
  term: { fontWeight: vars.font.weightMedium, color: vars.color.text },
  value: { margin: 0 },
});
