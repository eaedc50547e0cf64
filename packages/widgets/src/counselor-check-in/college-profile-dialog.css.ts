import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const profileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const preferenceCard = style({ gap: vars.space['2'] });

export const preferenceTitle = style([layout.row('2'), layout.itemTitle]);

export const dialogTabs = style({ gap: vars.space['4'] });
