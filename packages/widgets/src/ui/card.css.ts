import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { surface } from './layout';

export const card = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['6'],
    color: vars.color.text,
  },
  surface,
]);

/** Less room inside: `snug` for a card in a grid of cards, `compact` for one inside a card. */
export const cardPadding = styleVariants({
  roomy: {},
  snug: { padding: vars.space['5'] },
  compact: { padding: vars.space['4'] },
});
