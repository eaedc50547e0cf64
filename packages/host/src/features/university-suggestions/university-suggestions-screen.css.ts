import { layout } from '@puente/ui/styles';
import { media, vars } from '@puente/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const filters = style(layout.columns(media.wide, 'repeat(2, minmax(0, 18rem))', '3'));

export const list = style({
  ...layout.bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['4'],
});

export const item = style({ minWidth: 0 });

/** A suggestion: the finder's programme card (`card.card`, `card.title` …), its facts' labels plain. */
export const card = styleVariants({
  ...layout.programmeCard,
  titles: layout.titles,
  facts: layout.programmeCard.facts('6.5rem'),
  factLabel: { color: vars.color.textMuted },
  factValue: { margin: 0, fontWeight: vars.font.weightMedium },
  actions: [layout.cluster('2'), { marginBlockStart: 'auto' }],
});

export const state = style([layout.listState, { paddingInline: 0 }]);
