import { layout } from '@puente/ui/styles';
import { vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style([layout.softPanel, { color: vars.color.text }]);

export const noticeText = style({ flex: '1 1 16rem' });
