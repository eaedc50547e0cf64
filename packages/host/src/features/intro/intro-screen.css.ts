import { media, vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

export const intro = style({
  ...layout.stack('5'),
  alignItems: 'center',
  maxWidth: '42rem',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  textAlign: 'center',
  '@media': { [media.wide]: { paddingBlock: '4rem' } },
});

export const mark = style({
  ...layout.iconDisc('4rem'),
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
});

export const title = style({
  fontSize: 'clamp(2rem, 5vw, 3rem)',
  lineHeight: 1.15,
  fontWeight: vars.font.weightBold,
});

export const lead = style({ fontSize: vars.font.sizeLg, color: vars.color.textMuted });

export const steps = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  width: '100%',
  ...layout.bareList,
  textAlign: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({ padding: vars.space['4'], ...layout.mutedPanel });

export const stepNumber = style({
  display: 'block',
  marginBottom: vars.space['1'],
  ...layout.text('sm', 'bold'),
  color: vars.color.primary,
});
