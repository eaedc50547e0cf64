import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import {
  cluster,
  points,
  programmeCard as shared,
  stack,
  text,
  titles as titlesRule,
} from '../ui/layout.css';

export const card = style([shared.card, { color: vars.color.text, minWidth: 0 }]);

export const logo = style(shared.logo);

export const titles = style(titlesRule);

export const university = style([shared.university, { overflowWrap: 'anywhere' }]);

export const title = style(shared.title);

export const meta = style(shared.meta);

export const metaItem = style(shared.metaItem);

export const facts = style(shared.facts('7rem'));

export const fact = style(shared.fact);

export const factLabel = style(shared.factLabel);

export const factValue = style(shared.factValue);

export const requirementList = style([cluster('2'), { margin: 0 }]);

export const requirement = style([
  { display: 'inline-flex', gap: vars.space['1'] },
  shared.requirement,
]);

export const requirementValue = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const pathways = style(stack('1'));

export const pathwayList = style([points, { gap: '0.125rem' }]);

export const actions = style({
  ...cluster('2'),
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['2'],
});

export const countdown = style({
  display: 'block',
  ...text('sm', 'medium'),
  color: vars.color.textMuted,
  selectors: { '&[data-passed]': { color: vars.palette.red } },
});
