import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const point = style({ ...layout.row('2'), alignItems: 'flex-start' });

export const pointMark = style({ flex: 'none', marginTop: '0.2em', color: vars.color.success });
