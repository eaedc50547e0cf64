import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const image = style({
  display: 'block',
  width: '4rem',
  height: '4rem',
  flexShrink: 0,
  objectFit: 'contain',
  ...layout.mutedPanel,
});

export const fallback = style({ color: vars.color.textMuted });

export const fallbackBackground = style({ fill: vars.color.surfaceMuted });
