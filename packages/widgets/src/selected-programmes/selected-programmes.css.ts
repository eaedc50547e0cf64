import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.css';
import { vars } from '../theme/vars.css';
import * as layout from '../ui/layout.css';

export const state = style([layout.listState, { color: vars.color.text }]);

export const card = style({
  ...layout.stack('4'),
  padding: vars.space['5'],
  ...layout.surface,
  color: vars.color.text,
  '@media': { [media.wide]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const image = style({ width: '4.5rem', height: '4.5rem' });

export const body = style({ ...layout.stack('3'), flex: 1, minWidth: 0 });

export const titles = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem' });

export const university = style(layout.programmeCard.university);

export const title = style(layout.programmeCard.title);

export const facts = style([
  layout.facts,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' },
]);

export const fact = style(layout.programmeCard.fact);

export const factLabel = style(layout.programmeCard.factLabel);

export const factValue = style(layout.programmeCard.factValue);

export const dialogActions = style([
  layout.cluster('2'),
  { justifyContent: 'flex-end', marginBlockStart: vars.space['5'] },
]);
