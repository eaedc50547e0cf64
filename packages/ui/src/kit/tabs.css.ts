import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const root = style(layout.stack('4'));

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  ...layout.mutedPanel,
});

export const trigger = style({
  flex: 1,
  minHeight: '2.25rem',
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  ...layout.text('sm', 'medium'),
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const content = style({
  selectors: { '&:focus-visible': focusRing },
});
