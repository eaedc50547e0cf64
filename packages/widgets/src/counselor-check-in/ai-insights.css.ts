import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const insight = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.palette.blueSoft,
  color: vars.color.text,
});

export const insightIcon = style({ color: vars.palette.blue, flexShrink: 0 });
