import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import * as layout from './layout.css';

export const card = style({
  ...layout.stack('4'),
  padding: vars.space['6'],
  color: vars.color.text,
  ...layout.surface,
});

/** Less room inside: `snug` for a card in a grid of cards, `compact` for one inside a card. */
export const cardPadding = styleVariants({
  roomy: {},
  snug: { padding: vars.space['5'] },
  compact: { padding: vars.space['4'] },
});
