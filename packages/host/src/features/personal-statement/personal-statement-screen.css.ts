import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const eyebrow = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const programme = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['8'],
});

export const leaveActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginBlockStart: vars.space['4'],
});
