import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'] });

export const stacked = style({ flexDirection: 'column' });

export const field = style({
  ...layout.stack('1'),
  flex: '1 1 auto',
  alignSelf: 'stretch',
  minWidth: 0,
});

// Doubled class: beats the field's own 6rem minimum, so `rows` sets the height.
export const textarea = style({ selectors: { '&&': { minHeight: 0, resize: 'none' } } });

export const send = style({ flexShrink: 0 });
