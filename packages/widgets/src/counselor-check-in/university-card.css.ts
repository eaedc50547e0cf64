import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const university = style({ gap: vars.space['3'] });

export const universityHeader = style([layout.spread('2'), { alignItems: 'flex-start' }]);

export const universityName = style({ ...layout.itemTitle, lineHeight: 1.3 });

export const location = style([layout.row('1'), layout.muted]);

export const universityDetails = style([layout.columns(media.tablet, 2, '3'), { margin: 0 }]);

export const detailTerm = style([layout.groupLabel, { fontSize: '0.75rem' }]);

export const detailValue = style({ margin: 0, fontSize: vars.font.sizeSm });

export const bulletList = style({ margin: 0, paddingInlineStart: vars.space['5'] });

export const admission = style({ ...layout.row('1'), fontSize: vars.font.sizeSm });

export const admissionRate = style({ fontWeight: vars.font.weightBold });

export const infoButton = style(layout.helpButton('1.75rem'));

export const universityActions = style({ ...layout.cluster('2'), justifyContent: 'flex-end' });

export const matchLine = style([layout.cluster('2', 'center'), layout.muted]);
