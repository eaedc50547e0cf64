import { media, vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { type StyleRule, style } from '@vanilla-extract/css';

/** Centres page content and keeps it readable on wide screens. */
export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.wide]: { paddingInline: vars.space['6'] } },
});

/** A page's main column: grows so the footer stays at the bottom. */
export const main = style({
  flex: '1 0 auto',
  paddingBlock: vars.space['8'],
  outline: 'none',
});

/** Puente's name beside its mark: the header's, the sign-in page's and the footer's. */
export const brand: StyleRule = {
  ...layout.row('2'),
  display: 'inline-flex',
  ...layout.cardTitle,
  color: vars.color.text,
  textDecoration: 'none',
};
