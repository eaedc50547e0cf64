import { media, vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const screen = style({
  ...layout.stack('5'),
  alignItems: 'center',
  maxWidth: '44rem',
  marginInline: 'auto',
  textAlign: 'center',
  '@media': { [media.wide]: { paddingBlock: vars.space['8'] } },
});

export const mark = style({
  ...layout.iconDisc('3.5rem'),
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const title = style({
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  lineHeight: 1.2,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  width: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  textAlign: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const legend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'border-color 120ms, box-shadow 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  marginBlockStart: '0.25rem',
  accentColor: vars.color.primary,
  width: '1.1rem',
  height: '1.1rem',
  flexShrink: 0,
});

export const choiceText = style(layout.stack('1'));

export const choiceLabel = style({ fontWeight: vars.font.weightBold });

export const choiceHint = style(layout.muted);
