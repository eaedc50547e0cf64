import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const status = style({ paddingBlock: vars.space['8'] });

export const leaveActions = style({ marginBlockStart: vars.space['4'] });
