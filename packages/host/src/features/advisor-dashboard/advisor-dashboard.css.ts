import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': {
    [wide]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ color: vars.color.textMuted, marginBlockStart: vars.space['1'] });

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const sectionLead = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const alertList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const alertRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
  '@media': { [wide]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const alertIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.palette.yellowSoft,
  color: vars.palette.yellow,
  selectors: {
    '&[data-severity="high"]': { background: vars.palette.redSoft, color: vars.palette.red },
  },
});

export const alertText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const alertTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const alertDescription = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const alertActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  gridColumn: '2',
  '@media': { [wide]: { gridColumn: 'auto', justifyContent: 'flex-end' } },
});

export const studentName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: '12rem',
});

export const studentNameText = style({ display: 'flex', flexDirection: 'column' });

export const name = style({ fontWeight: vars.font.weightMedium });

export const muted = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const engagement = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: '10rem',
  maxWidth: '16rem',
});

export const score = style({
  minWidth: '2ch',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.danger,
  selectors: {
    '&[data-colour="emerald"]': { color: vars.color.success },
    '&[data-colour="amber"]': { color: vars.color.warning },
  },
});

export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['2'],
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const recipients = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recipientsLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  marginBlockEnd: vars.space['2'],
});

export const preview = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const placeholderCode = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.85em',
  paddingInline: '0.25em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['6'],
  textAlign: 'center',
});

export const successIcon = style({ color: vars.color.success });

export const successTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const questionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const question = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['2'],
});

export const emptyQuestions = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});

export const profileHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const profileGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const profileSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const profileSectionTitle = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const factPair = style({ display: 'contents' });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const link = style({ color: vars.color.primary });

export const pointList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.font.sizeSm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const prose = style({ fontSize: vars.font.sizeSm });

export const agToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
