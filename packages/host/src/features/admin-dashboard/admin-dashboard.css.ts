import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.25rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ color: vars.color.textMuted, marginBlockStart: vars.space['1'] });

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const sectionTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const sectionLead = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const alertList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.palette.red}`,
  background: vars.color.surface,
});

export const alertTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const alertIcon = style({ color: vars.palette.red, flexShrink: 0 });

export const alertDescription = style({
  flexGrow: 1,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const grades = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const grade = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const engagementLabel = style({
  fontSize: '0.75rem',
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const engagementBar = style({
  display: 'flex',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  gap: '2px',
});

export const segment = style({
  minWidth: '2px',
  selectors: {
    '&[data-level="low"]': { background: vars.color.danger },
    '&[data-level="medium"]': { background: vars.color.warning },
    '&[data-level="high"]': { background: vars.color.success },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  fontSize: '0.75rem',
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const legendValue = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const swatch = style([
  segment,
  {
    display: 'inline-block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
  },
]);

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const empty = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
