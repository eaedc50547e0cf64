import { vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const status = style({
  ...layout.stack('3'),
  alignItems: 'flex-start',
  paddingBlock: vars.space['8'],
});

export const leaveActions = style({
  ...layout.cluster('2'),
  justifyContent: 'flex-end',
  marginBlockStart: vars.space['4'],
});
