import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const figure = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const percentage = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const bandNote = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});
