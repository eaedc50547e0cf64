import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['8'],
});

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

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
