import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints.css';
import { vars } from './vars.css';

/**
 * Layout atoms (Braid's `sprinkles`): one class a value, so the set stays small
 * (every value here is CSS in the bundle of whatever uses them). Only the
 * layout primitives (`Stack`, `Grid`) read them; an element's own `.css.ts`
 * composes `layout` style objects from `ui/styles` instead.
 */
const layout = defineProperties({
  conditions: { mobile: {}, wide: { '@media': media.wide } },
  defaultCondition: 'mobile',
  properties: {
    display: ['flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap'],
    alignItems: ['flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
  },
});

export const sprinkles = createSprinkles(layout);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
