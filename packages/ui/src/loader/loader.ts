/**
 * `dist/loader.js`, the one script a school includes:
 *
 *   <script async src="https://puente.example/widgets/v1/loader.js"></script>
 *
 * It reserves every Puente element's space and defines each element when one
 * comes near the viewport, importing `<tag>.js` beside this file (which
 * brings the shared React chunk, loaded once). No React in here.
 *
 * A plain script, not a module: in the <head> without `async` it runs before
 * the page first paints; with `async` or `defer`, or added after the page
 * loaded, it finds the elements already there. It has no `import`, `export`
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
  /** The Puente server elements without `api-base` call: the loader's `data-api-base`, else the origin it came from. */
  apiBase: string;
  /** The school's site key for elements without `site-key`: the loader's `data-site-key`, if any. */
  siteKey: string | undefined;
}

declare global {
  interface Window {
    Puente?: PuenteGlobal;
  }
}

/** This file's script tag; a module script has no `currentScript`, so find it by its name. */
function loaderScript(): HTMLScriptElement | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  return [...document.scripts].find((script) => /\/loader\.js(?:[?#]|$)/.test(script.src));
}

const script = loaderScript();

if (!script) {
  console.error('Puente: load loader.js with <script src="…/widgets/v1/loader.js">.');
} else if (!window.Puente) {
  const base = script.src;
  const sheet = reserveSpace(RESERVATION_CSS);
  const loader = startElementLoader({
    tagNames: TAG_NAMES,
    importElement: (tagName) => import(/* @vite-ignore */ new URL(`${tagName}.js`, base).href),
    // The reserved space applies inside a school's own shadow roots too.
    onShadowRoot: (root) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  });
  window.Puente = {
    tagNames: TAG_NAMES,
    load: loader.load,
    apiBase: script.dataset.apiBase || new URL(base).origin,
    siteKey: script.dataset.siteKey || undefined,
  };
}
