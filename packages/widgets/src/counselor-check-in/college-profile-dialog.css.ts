import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const profileGrid = style(layout.columns(media.tablet, 2, '3'));

export const preferenceCard = style({ gap: vars.space['2'] });

export const preferenceTitle = style([layout.row('2'), layout.itemTitle]);
