import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { stack } from './layout';

export const section = style([stack('4'), { minWidth: 0 }]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});
