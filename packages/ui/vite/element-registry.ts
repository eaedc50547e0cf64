import type { Plugin } from 'vite';
import { type ElementSource, reservationCss } from './element-sources.ts';

/** The module id the loader imports its list of elements from. */
export const ELEMENT_REGISTRY_ID = 'virtual:puente/element-registry';

/**
 * Gives the loader (`src/loader/`) what it must know before any element
 * loads: every tag name, and the CSS reserving each element's space.
 */
export function elementRegistry(elements: () => readonly ElementSource[]): Plugin {
  const resolved = `\0${ELEMENT_REGISTRY_ID}`;
  return {
    name: 'puente:element-registry',
    resolveId: (id) => (id === ELEMENT_REGISTRY_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const all = elements();
      return [
        `export const TAG_NAMES = ${JSON.stringify(all.map(({ tagName }) => tagName))};`,
        `export const RESERVATION_CSS = ${JSON.stringify(reservationCss(all))};`,
      ].join('\n');
    },
  };
}
