import { HOST_CSS } from './host-reset';

/**
 * In a library build, `vite/inline-css.ts` makes each chunk with styles add
 * its CSS text to this list when it runs (`CSS_REGISTRY_KEY`), chunks loaded
 * later (a dialog, the toasts) included.
 */
const REGISTRY = Symbol.for('puente.css');
const registry = (globalThis as { [REGISTRY]?: string[] })[REGISTRY];

declare global {
  interface ImportMetaEnv {
    readonly PUENTE_LIBRARY?: true;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

let shared: CSSStyleSheet | undefined;
let adopted = -1;

/** The text of a stylesheet the page can read (a cross-origin one cannot be). */
function sheetText(sheet: CSSStyleSheet): string {
  try {
    return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
  } catch {
    return '';
  }
}

/**
 * The built CSS of every chunk loaded so far; without a library build (dev,
 * tests, Storybook, whose build links vanilla-extract's CSS as files) the
 * page's own stylesheets.
 */
function elementCss(): { css: string; parts: number } {
  if (registry) return { css: registry.join('\n'), parts: registry.length };
  const sheets = [...document.styleSheets];
  return { css: sheets.map(sheetText).join('\n'), parts: sheets.length };
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
} else if (!import.meta.env.PUENTE_LIBRARY) {
  // Without a library build, a part loaded after the first render (a card, a
  // dialog) links its CSS into the document then: the shadow roots take it in
  // once it has loaded. (The library build, which defines PUENTE_LIBRARY,
  // leaves this out.)
  document.addEventListener('load', () => shared && refresh(shared), true);
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
