import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const logo = style({ width: '3.5rem', height: '3.5rem' });

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
});

export const university = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
  fontSize: vars.font.sizeSm,
});

export const factLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const requirements = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const sectionLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const requirementList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
});

export const requirement = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  paddingBlock: '0.125rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: '0.8125rem',
});

export const requirementLabel = style({ color: vars.color.textMuted });

export const requirementValue = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const pathways = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const pathwayList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.font.sizeSm,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['2'],
});

export const countdown = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  selectors: { '&[data-passed]': { color: vars.palette.red } },
});
