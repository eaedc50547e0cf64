import { vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const notice = style([layout.softPanel, { color: vars.color.text }]);

export const noticeText = style({ flex: '1 1 16rem' });
