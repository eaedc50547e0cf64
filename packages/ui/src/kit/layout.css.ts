/**
 * The recipes as style objects, for a `.css.ts` to compose:
 * `style([layout.stack('3'), { maxWidth: '36rem' }])`. They add no class of
 * their own, so an element's first render pays only for what it uses (the
 * components `Stack`, `Grid`, `PageHeader` and `Section` draw the same looks
 * from shared classes). One namespace, `layout` in `@puente/ui/styles` (and
 * `@puente/ui/kit/layout.css`), over the recipe files in `recipes/`:
 * - `layout.css.ts`: stacks, rows, clusters, columns, lists, facts, action bars;
 * - `text.css.ts`: sizes, weights, muted text, titles, labels, notes;
 * - `surface.css.ts`: cards, panels, popups, discs, icon buttons, bubbles;
 * - `programme-card.css.ts`: the programme card the finder and the host both draw.
 */
export * from './recipes/layout.css';
export * from './recipes/programme-card.css';
export * from './recipes/surface.css';
export * from './recipes/text.css';
