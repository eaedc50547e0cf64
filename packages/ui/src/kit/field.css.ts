import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const root = style({ ...layout.stack('1'), width: '100%' });

export const label = style({
  ...layout.text('sm', 'medium'),
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.15em' });

export const control = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focusRing },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }]);

export const description = style(layout.muted);

export const error = style([layout.text('sm', 'medium'), { color: vars.color.danger }]);
