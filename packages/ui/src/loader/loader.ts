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
import { ELEMENT_FILES, RESERVATION_CSS, TAG_NAMES } from 'virtual:puente/element-registry';
import type { PuenteErrorDetail } from '../elements/events';
import { finderFirstPage, PROGRAMME_FINDER_TAG } from './catalogue-prefetch';
import { earlyRequests } from './early-requests';
import { startElementLoader } from './element-loader';
import { drawFinderPreview, PREVIEW_ATTRIBUTE, type PreviewLanguage } from './finder-preview';
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
  /**
   * The answer to a request the loader made for an element while its code
   * loaded (the finder's first page), once; undefined when it made none.
   */
  takeResponse(url: string, acceptLanguage: string): Promise<Response> | undefined;
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
  const message = 'Puente: load loader.js with <script src="…/widgets/v1/loader.js">.';
  console.error(message);
  document.dispatchEvent(
    new CustomEvent<PuenteErrorDetail>('puente-error', {
      detail: { tagName: '', reason: 'loader', message },
    }),
  );
} else if (!window.Puente) {
  const base = script.src;
  const apiBase = script.dataset.apiBase || new URL(base).origin;
  // While the loader's preview shows, what the page put inside the finder waits (it shows on
  // failure): the preview comes first, so a sibling selector every browser knows hides the rest.
  const sheet = reserveSpace(
    `${RESERVATION_CSS}:where(${PROGRAMME_FINDER_TAG})>[${PREVIEW_ATTRIBUTE}]~*{display:none!important}`,
  );
  const early = earlyRequests();
  const loader = startElementLoader({
    tagNames: TAG_NAMES,
    // Every file the element needs at once, not a round trip per level of imports.
    importElement: (tagName) =>
      Promise.all(
        (ELEMENT_FILES[tagName] ?? [`${tagName}.js`]).map(
          (file) => import(/* @vite-ignore */ new URL(file, base).href),
        ),
      ),
    // The space reserved for a finder (`@reserve`) grows with its page size.
    onFound: (element) => {
      const pageSize = Number(element.getAttribute('page-size') ?? Number.NaN);
      if (element instanceof HTMLElement && Number.isFinite(pageSize)) {
        element.style.setProperty(
          '--puente-page-size',
          String(Math.min(100, Math.max(1, Math.round(pageSize)))),
        );
      }
    },
    // The finder's first page is asked for beside its code, not after it, and
    // drawn as soon as it is in (the code is still on its way: it replaces it).
    onLoad: (tagName, elements) => {
      if (tagName !== PROGRAMME_FINDER_TAG) return;
      for (const element of elements) {
        const request = finderFirstPage(element, apiBase);
        if (!request) continue;
        // A copy of the answer, read before the element reads its own.
        early
          .start(request)
          .then((answer) => answer.clone())
          .then((answer) => (answer.ok ? answer.json() : undefined))
          .then((page) => {
            if (Array.isArray(page?.items)) {
              drawFinderPreview(element, page.items, request.acceptLanguage as PreviewLanguage);
            }
          })
          .catch(() => {});
      }
    },
    // The reserved space applies inside a school's own shadow roots too.
    onShadowRoot: (root) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  });
  window.Puente = {
    tagNames: TAG_NAMES,
    load: loader.load,
    apiBase,
    siteKey: script.dataset.siteKey || undefined,
    takeResponse: (url, acceptLanguage) => early.takeResponse({ url, acceptLanguage }),
  };
}
