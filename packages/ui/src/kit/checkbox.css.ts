import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const root = style({
  ...layout.row('2'),
  display: 'inline-flex',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const control = style({
  ...layout.centred,
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.primaryForeground,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.text });
