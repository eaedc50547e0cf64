import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style } from '@vanilla-extract/css';

export const profileGrid = style(layout.columns(media.tablet, 2, '3'));

export const preferenceCard = style({ gap: vars.space['2'] });

export const preferenceTitle = style([layout.row('2'), layout.itemTitle]);
