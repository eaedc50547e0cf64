import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const empty = style({
  ...layout.stack('3'),
  alignItems: 'center',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const icon = style({
  ...layout.iconDisc('3rem'),
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const title = style({ margin: 0, ...layout.cardTitle });

export const description = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.textMuted,
});

export const actions = style({ ...layout.cluster('2'), justifyContent: 'center' });
