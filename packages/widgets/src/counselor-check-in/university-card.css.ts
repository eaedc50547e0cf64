import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { styleVariants } from '@vanilla-extract/css';

/** A university on the college list: its name and place, details, admission rate and actions. */
export const university = styleVariants({
  card: { gap: vars.space['3'] },
  header: [layout.spread('2'), { alignItems: 'flex-start' }],
  name: { ...layout.itemTitle, lineHeight: 1.3 },
  location: [layout.row('1'), layout.muted],
  details: [layout.columns(media.tablet, 2, '3'), { margin: 0 }],
  detailTerm: [layout.groupLabel, { fontSize: '0.75rem' }],
  detailValue: { margin: 0, fontSize: vars.font.sizeSm },
  bulletList: { margin: 0, paddingInlineStart: vars.space['5'] },
  admission: { ...layout.row('1'), fontSize: vars.font.sizeSm },
  admissionRate: { fontWeight: vars.font.weightBold },
  infoButton: layout.helpButton('1.75rem'),
  actions: { ...layout.cluster('2'), justifyContent: 'flex-end' },
  matchLine: [layout.cluster('2', 'center'), layout.muted],
});
