import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';
import * as layout from './layout.css';

export const content = style([layout.popup, { minWidth: '12rem' }]);

export const item = style({
  ...layout.popupItem,
  width: '100%',
  color: 'inherit',
  textDecoration: 'none',
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
