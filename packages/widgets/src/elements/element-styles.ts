import { HOST_CSS } from './host-reset';

/**
 * In a library build, `vite/inline-css.ts` makes each chunk with styles add
 * its CSS text to this list when it runs (`CSS_REGISTRY_KEY`), chunks loaded
 * later (a dialog, the toasts) included.
 */
const REGISTRY = Symbol.for('puente.css');
const registry = (globalThis as { [REGISTRY]?: string[] })[REGISTRY];

let shared: CSSStyleSheet | undefined;
let adopted = -1;

/** The built CSS of every chunk loaded so far, or in dev/test the vanilla-extract styles Vite injected into the page. */
function elementCss(): { css: string; parts: number } {
  if (registry) return { css: registry.join('\n'), parts: registry.length };
  const injected = [...document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]')]
    .filter((style) => style.dataset.viteDevId?.includes('.vanilla.css'))
    .map((style) => style.textContent ?? '');
  return { css: injected.join('\n'), parts: injected.length };
}

/** Puts every style loaded so far into the shared sheet, once per change. */
function refresh(sheet: CSSStyleSheet): void {
  const { css, parts } = elementCss();
  if (parts === adopted) return;
  sheet.replaceSync(`${HOST_CSS}\n${css}`);
  adopted = parts;
}

if (registry) {
  // A chunk loaded after the first element rendered brings styles the shared
  // sheet, and so every element's shadow root, must take in at once.
  const add = registry.push.bind(registry);
  registry.push = (...css: string[]) => {
    const length = add(...css);
    if (shared) refresh(shared);
    return length;
  };
}

/**
 * Adopts Puente's styles into an element's shadow root: one constructable
 * stylesheet shared by every element on the page, none in the document.
 */
export function adoptStyles(root: ShadowRoot): void {
  shared ??= new CSSStyleSheet();
  refresh(shared);
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
}
