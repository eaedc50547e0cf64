import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const noticeText = style({ flex: '1 1 16rem' });
