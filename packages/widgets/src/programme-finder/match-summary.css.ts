import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const percentage = style({ ...layout.cardTitle, color: vars.color.text });

export const band = style(layout.cluster('2', 'center'));

export const bandNote = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const reasons = style([
  layout.points,
  layout.muted,
  { paddingInlineStart: vars.space['4'], gap: '0.125rem' },
]);
