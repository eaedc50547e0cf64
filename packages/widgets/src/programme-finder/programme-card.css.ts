import { cluster, points, programmeCard, stack, titles } from '@puente/ui/kit/layout.css';
import { vars } from '@puente/ui/theme/vars.css';
import { styleVariants } from '@vanilla-extract/css';

/** A programme's card: the kit's looks (`card.title`, `card.fact` …) and the finder's own. */
export const card = styleVariants({
  ...programmeCard,
  card: [programmeCard.card, { color: vars.color.text, minWidth: 0 }],
  titles,
  university: [programmeCard.university, { overflowWrap: 'anywhere' }],
  facts: programmeCard.facts('8rem'),
  requirementList: [cluster('2'), { margin: 0 }],
  requirement: [{ display: 'inline-flex', gap: vars.space['1'] }, programmeCard.requirement],
  requirementValue: { margin: 0, fontWeight: vars.font.weightMedium },
  details: stack('1'),
  pathwayList: [points, { gap: '0.125rem' }],
  actions: { ...cluster('2'), marginBlockStart: 'auto', paddingBlockStart: vars.space['2'] },
  countdown: { display: 'flex', width: 'fit-content', marginBlockStart: vars.space['1'] },
});
