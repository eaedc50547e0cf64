/**
 * `dist/loader.js`, the one script a school includes:
 *
 *   <script type="module" src="https://puente.example/widgets/loader.js"></script>
 *
 * It reserves every Puente element's space at once and defines each element
 * when one comes near the viewport, importing `<tag>.js` beside this file
 * (which brings the shared React chunk, loaded once). No React in here.
 */
import { RESERVATION_CSS, TAG_NAMES } from 'virtual:puente/element-registry';
import { startElementLoader } from './element-loader';
import { reserveSpace } from './reserve-space';

interface PuenteGlobal {
  /** Every tag this loader defines. */
  tagNames: readonly string[];
  /** Defines `tagName` now, e.g. before showing one in a hidden dialog; resolves once defined. */
  load(tagName: string): Promise<void>;
}

declare global {
  interface Window {
    Puente?: PuenteGlobal;
  }
}

// Held apart so Vite does not take `new URL(..., import.meta.url)` for an asset of its own.
const here = import.meta.url;

if (!window.Puente) {
  reserveSpace(RESERVATION_CSS);
  const loader = startElementLoader({
    tagNames: TAG_NAMES,
    importElement: (tagName) => import(/* @vite-ignore */ new URL(`./${tagName}.js`, here).href),
  });
  window.Puente = { tagNames: TAG_NAMES, load: loader.load };
}
