import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
  gridColumn: '1 / -1',
});

export const checks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  gridColumn: '1 / -1',
});
