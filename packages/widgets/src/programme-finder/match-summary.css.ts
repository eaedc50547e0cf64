import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const summary = style(layout.stack('1'));

export const figure = style(layout.muted);

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
  ...layout.muted,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});
