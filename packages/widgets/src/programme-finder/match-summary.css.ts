import * as layout from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const percentage = style({ ...layout.cardTitle, color: vars.color.text });

export const band = style(layout.cluster('2', 'center'));

export const bandNote = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const reasons = style([
  layout.points,
  layout.muted,
  { paddingInlineStart: vars.space['4'], gap: '0.125rem' },
]);
