import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { focusRing } from '../ui/focus.css';

const twoColumns = 'screen and (min-width: 1024px)';
const tablet = 'screen and (min-width: 640px)';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
});

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const pageTitle = style({
  fontSize: '1.875rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
});

export const pageSubtitle = style({ color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [twoColumns]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

export const cardIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const muted = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const studentHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const studentName = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'flex', gap: vars.space['1'] });

export const factTerm = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });

export const factValue = style({ margin: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const sectionTitle = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.sizeSm,
  lineHeight: 1.5,
});

export const lineText = style({ paddingBlock: '0.375rem' });

export const iconButton = style({
  flexShrink: 0,
  minHeight: '2rem',
  minWidth: '2rem',
  paddingInline: 0,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const scores = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const score = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const scoreValue = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.1,
});

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const scripts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 2fr)' } },
});

export const conversationList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const conversationButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.125rem',
  width: '100%',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceMuted,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&:focus-visible': focusRing,
  },
});

export const conversationTitle = style({ fontWeight: vars.font.weightMedium });

export const transcript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const transcriptTitle = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const bubbles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const bubbleBase = style({
  maxWidth: '85%',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.lg,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.5,
  transition: 'box-shadow 200ms, background-color 200ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&[aria-current="true"]': {
      boxShadow: `0 0 0 3px ${vars.palette.yellow}`,
    },
  },
});

export const bubble = styleVariants({
  ai: [
    bubbleBase,
    {
      alignSelf: 'flex-start',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderEndStartRadius: vars.radius.sm,
    },
  ],
  student: [
    bubbleBase,
    {
      alignSelf: 'flex-end',
      background: vars.color.primary,
      color: vars.color.primaryForeground,
      borderEndEndRadius: vars.radius.sm,
    },
  ],
});

export const speaker = style({
  display: 'block',
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  opacity: 0.85,
});

export const contentList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contentItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const contentIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const contentBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  flex: '1 1 14rem',
  minWidth: 0,
});

export const contentTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
});

export const contentActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginInlineStart: 'auto',
});

export const notesFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const insight = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.palette.blueSoft,
  color: vars.color.text,
});

export const insightIcon = style({ color: vars.palette.blue, flexShrink: 0 });

export const insightTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const askHistory = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const exchange = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.55,
});

export const question = style({ fontWeight: vars.font.weightBold });

export const exchangeActions = style({ display: 'flex', gap: vars.space['2'] });

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  textAlign: 'center',
});

export const emptyTitle = style({ fontWeight: vars.font.weightMedium });

export const examples = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const exampleButton = style({
  width: '100%',
  justifyContent: 'flex-start',
  whiteSpace: 'normal',
  textAlign: 'start',
});

export const footnote = style({
  fontSize: '0.75rem',
  color: vars.color.textMuted,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['3'],
});

export const profileGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const preferenceCard = style({ gap: vars.space['2'], padding: vars.space['4'] });

export const preferenceTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const preferenceText = style({ fontSize: vars.font.sizeSm, lineHeight: 1.55 });

export const universities = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const university = style({ gap: vars.space['3'], padding: vars.space['4'] });

export const universityHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const universityName = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
});

export const location = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const universityDetails = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detailTerm = style({
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const detailValue = style({ margin: 0, fontSize: vars.font.sizeSm });

export const bulletList = style({ margin: 0, paddingInlineStart: vars.space['5'] });

export const admission = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.font.sizeSm,
});

export const admissionRate = style({ fontWeight: vars.font.weightBold });

export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const universityActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const matchLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const dialogTabs = style({ gap: vars.space['4'] });
