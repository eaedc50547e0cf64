import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const positioner = style({ zIndex: 1100 });

export const content = style({
  minWidth: '12rem',
  padding: vars.space['1'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  ...layout.row('2'),
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': focusRing,
  },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space['1']} 0`,
  border: 'none',
  background: vars.color.border,
});
