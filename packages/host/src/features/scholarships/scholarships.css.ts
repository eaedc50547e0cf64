import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
});

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  maxWidth: '36rem',
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const grid = style({
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

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const logo = style({ width: '3rem', height: '3rem', flexShrink: 0 });

export const cardTitles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const amount = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.primary,
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

export const listTitle = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const bullets = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.font.sizeSm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['8'],
});

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

export const problemTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const timelineCard = style({ maxWidth: '48rem' });
