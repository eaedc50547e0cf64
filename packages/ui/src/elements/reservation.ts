/**
 * Set on an element once its content changed size after its first render:
 * the space the loader reserved for it (`vite/element-sources.ts`) then no
 * longer applies, and the element fits its content.
 */
export const FITTED_ATTRIBUTE = 'data-puente-fitted';
