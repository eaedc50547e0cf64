import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const insight = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.palette.blueSoft,
  color: vars.color.text,
});

export const insightIcon = style({ color: vars.palette.blue, flexShrink: 0 });
