import { media, vars } from '@puente/widgets/theme';
import { layout } from '@puente/widgets/ui/styles';
import { style } from '@vanilla-extract/css';

const { programmeCard } = layout;

export const header = style({ maxWidth: '48rem' });

export const filters = style(layout.columns(media.wide, 'repeat(2, minmax(0, 18rem))', '3'));

export const list = style({
  ...layout.bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['4'],
});

export const item = style({ minWidth: 0 });

export const card = style(programmeCard.card);

export const logo = style(programmeCard.logo);

export const cardTitles = style(layout.titles);

export const university = style(programmeCard.university);

export const programme = style(programmeCard.title);

export const meta = style(programmeCard.meta);

export const metaItem = style(programmeCard.metaItem);

export const requirement = style(programmeCard.requirement);

export const facts = style(programmeCard.facts('6.5rem'));

export const fact = style(programmeCard.fact);

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const cardActions = style([layout.cluster('2'), { marginBlockStart: 'auto' }]);

export const state = style({
  paddingBlock: vars.space['8'],
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const footer = style({
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});
