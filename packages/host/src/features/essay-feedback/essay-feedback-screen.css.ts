import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '60rem',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const eyebrow = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const sampleNote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': {
    [wide]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const statLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const statValue = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const reviewTime = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const comments = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const commentsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const reviewState = style({
  minWidth: 'min(100%, 16rem)',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const sectionTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const paragraphs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const paragraph = style({ gap: vars.space['3'] });

export const paragraphTitle = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const paragraphText = style({ whiteSpace: 'pre-wrap' });

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  fontSize: vars.font.sizeSm,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': {
    [wide]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const actionsEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': { [wide]: { justifyContent: 'flex-end' } },
});
