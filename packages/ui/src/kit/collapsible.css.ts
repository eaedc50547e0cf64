import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const trigger = style({
  ...layout.row('1'),
  display: 'inline-flex',
  padding: `${vars.space['1']} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  ...layout.text('sm', 'medium'),
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  transition: 'transform 150ms',
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});
