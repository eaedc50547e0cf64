import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
});

export const greeting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
});

export const sectionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/* Upcoming Timelines */

export const timelineColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const columnTitle = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const timelineList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const timelineItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const timelineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  flex: '1 1 12rem',
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const deadline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const cardFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});

/* Your Programs */

export const programmeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const programmeCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-done]': { borderColor: vars.palette.green } },
});

export const programmeHeader = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const logo = style({ width: '3.5rem', height: '3.5rem', flexShrink: 0 });

export const programmeTitles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  flex: 1,
});

export const doneMark = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.palette.green,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const factLabel = style({ fontSize: '0.75rem', color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: 'auto',
});

/* Problems */

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

/* Available Scholarships */

export const carousel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

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
    [wide]: { gridAutoColumns: 'calc((100% - 2rem) / 2.4)' },
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
});

export const slide = style({
  scrollSnapAlign: 'start',
  display: 'flex',
  minWidth: 0,
});

export const scholarshipCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '[data-current] > &': { borderColor: vars.color.primary } },
});

export const scholarshipValue = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
});

export const carouselControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const carouselPosition = style({
  marginInlineEnd: 'auto',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/* King's College London dialog */

export const dialogFacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: `${vars.space['4']} 0`,
});

export const documents = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
