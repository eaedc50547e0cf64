import * as layout from '@puente/ui/kit/layout.css';
import { media } from '@puente/ui/theme/breakpoints.css';
import { vars } from '@puente/ui/theme/vars.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const state = style([layout.listState, { color: vars.color.text }]);

/** A selection: the finder's card looks (`card.title`, `card.fact` …), in a row from a tablet. */
export const card = styleVariants({
  card: {
    ...layout.stack('4'),
    padding: vars.space['5'],
    ...layout.surface,
    color: vars.color.text,
    '@media': { [media.wide]: { flexDirection: 'row', alignItems: 'flex-start' } },
  },
  image: { width: '4.5rem', height: '4.5rem' },
  body: { ...layout.stack('3'), flex: 1, minWidth: 0 },
  titles: layout.fact,
  university: layout.programmeCard.university,
  title: layout.programmeCard.title,
  facts: [layout.facts, { gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' }],
  fact: layout.programmeCard.fact,
  factLabel: layout.programmeCard.factLabel,
  factValue: layout.programmeCard.factValue,
});

export const dialogActions = style([
  layout.cluster('2'),
  { justifyContent: 'flex-end', marginBlockStart: vars.space['5'] },
]);
