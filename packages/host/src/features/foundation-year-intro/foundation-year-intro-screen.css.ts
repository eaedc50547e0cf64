import { vars } from '@puente/widgets/theme';
import { style } from '@vanilla-extract/css';
import { wide } from '../../styles/layout.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '60rem',
  marginInline: 'auto',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: '44rem',
});

export const eyebrow = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const reasons = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const reason = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const reasonIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const reasonTitle = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const reasonText = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
