import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from './focus.css';

export const scrollArea = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.border} transparent`,
  selectors: { '&:focus-visible': focusRing },
});
