import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
  gridColumn: '1 / -1',
});

export const checks = style({ ...layout.cluster('4'), alignItems: 'center', gridColumn: '1 / -1' });
