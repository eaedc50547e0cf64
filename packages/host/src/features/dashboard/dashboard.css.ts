import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

/* Upcoming Timelines */

export const columnTitle = style([
  layout.groupLabel,
  { marginBottom: vars.space['3'], letterSpacing: '0.06em' },
]);

export const timelineItem = style([layout.mutedPanel, { padding: vars.space['4'] }]);

export const timelineText = style([layout.titles, { flex: '1 1 12rem' }]);

export const itemTitle = style([layout.itemTitle, { lineHeight: 1.3, overflowWrap: 'anywhere' }]);

export const deadline = style([layout.row('1'), { display: 'inline-flex' }]);

/** A programme's next step: icon, words and the urgency badge, wrapping on a narrow card. */
export const nextStep = style([layout.row('1'), { display: 'inline-flex', flexWrap: 'wrap' }]);

/* Your Programs */

export const programmeCard = style([
  layout.programmeCard.card,
  { position: 'relative', selectors: { '&[data-done]': { borderColor: vars.palette.green } } },
]);

export const doneMark = style({ display: 'inline-flex', flexShrink: 0, color: vars.palette.green });

export const cardActions = style([layout.cluster('2'), { marginTop: 'auto' }]);

/* Available Scholarships */

export const track = style({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '85%',
  gap: vars.space['4'],
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['3']}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  '@media': {
    [media.wide]: { gridAutoColumns: 'calc((100% - 2rem) / 2.4)' },
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});

export const slide = style({ scrollSnapAlign: 'start', display: 'flex', minWidth: 0 });

export const scholarshipCard = style([
  layout.surface,
  {
    width: '100%',
    padding: vars.space['5'],
    selectors: { '[data-current] > &': { borderColor: vars.color.primary } },
  },
]);

export const carouselPosition = style([layout.muted, { marginInlineEnd: 'auto' }]);

/* Notices and Your tasks */

export const bellCount = style({
  marginInlineStart: vars.space['1'],
  minWidth: '1.25rem',
  justifyContent: 'center',
});

export const noticeItem = style([
  layout.mutedPanel,
  {
    padding: vars.space['3'],
    selectors: { '&[data-unread]': { borderInlineStart: `3px solid ${vars.color.primary}` } },
  },
]);

/** A message or answer as typed: its lines kept, long words wrapped, never HTML. */
export const typedText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const taskItem = style([layout.mutedPanel, { padding: vars.space['4'] }]);
