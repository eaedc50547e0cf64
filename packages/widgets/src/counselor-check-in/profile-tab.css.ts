import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const lines = style([layout.stack('1'), layout.bareList]);

export const line = style([
  layout.row('2'),
  {
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    fontSize: vars.font.sizeSm,
    lineHeight: 1.5,
  },
]);

export const lineText = style({ paddingBlock: '0.375rem' });

export const scores = style([layout.facts, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }]);

export const score = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['3'],
  ...layout.mutedPanel,
});

export const scoreValue = style([layout.text('xl', 'bold'), { margin: 0, lineHeight: 1.1 }]);
