import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { sectionTitle, stack } from './layout.css';

export const section = style([stack('4'), { minWidth: 0 }]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style(sectionTitle);
