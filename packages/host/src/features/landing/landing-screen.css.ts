import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  paddingBlock: vars.space['6'],
  maxWidth: '48rem',
  '@media': { [media.wide]: { paddingBlock: '4rem' } },
});

export const eyebrow = style({
  ...layout.row('2'),
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  ...layout.text('sm', 'medium'),
});

export const title = style({
  fontSize: 'clamp(2rem, 6vw, 3.5rem)',
  lineHeight: 1.1,
  fontWeight: vars.font.weightBold,
  letterSpacing: '-0.02em',
});

export const titleAccent = style({ display: 'block', color: vars.color.primary });

export const lead = style({
  fontSize: 'clamp(1.05rem, 2vw, 1.25rem)',
  color: vars.color.textMuted,
  maxWidth: '40rem',
});

export const features = style({ paddingBlock: vars.space['8'] });

export const featureIcon = style([layout.markDisc('3rem'), { borderRadius: vars.radius.md }]);

export const pointMark = style({ flex: 'none', marginTop: '0.2em', color: vars.color.success });

export const families = style({
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
