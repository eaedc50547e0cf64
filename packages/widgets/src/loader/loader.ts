/**
 * `dist/loader.js`, the one script a school includes, in its <head>:
 *
 *   <script src="https://puente.example/widgets/loader.js"></script>
 *
 * It reserves every Puente element's space at once and defines each element
 * when one comes near the viewport, importing `<tag>.js` beside this file
 * (which brings the shared React chunk, loaded once). No React in here.
 *
 * A plain script, not a module, so it runs before the page first paints and
 * the reserved space is there from the start; it has no `import`, `export`
 * or `import.meta`, so `type="module"` works too.
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

/** Where this file was loaded from; a module script has no `currentScript`, so find its tag. */
function loaderUrl(): string | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  return [...document.scripts].find((script) => /\/loader\.js(?:[?#]|$)/.test(script.src))?.src;
}

const base = loaderUrl();

if (!base) {
  console.error('Puente: load loader.js with <script src="…/widgets/loader.js">.');
} else if (!window.Puente) {
  reserveSpace(RESERVATION_CSS);
  const loader = startElementLoader({
    tagNames: TAG_NAMES,
    importElement: (tagName) => import(/* @vite-ignore */ new URL(`${tagName}.js`, base).href),
  });
  window.Puente = { tagNames: TAG_NAMES, load: loader.load };
}
