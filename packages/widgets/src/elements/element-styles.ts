const HOST_CSS = ':host{display:block}:host([hidden]){display:none}';

/**
 * In a library build, `vite/plugins.ts` makes each chunk with styles add its
 * CSS text here when it runs (`CSS_REGISTRY_KEY`).
 */
const registry = (): readonly string[] | undefined =>
  (globalThis as { [key: symbol]: string[] | undefined })[Symbol.for('puente.css')];

let shared: CSSStyleSheet | undefined;
let adopted = -1;

/** The built CSS of every chunk loaded so far, or in dev/test the vanilla-extract styles Vite injected into the page. */
function elementCss(): { css: string; parts: number } {
  const built = registry();
  if (built) return { css: built.join('\n'), parts: built.length };
  const injected = [...document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]')]
    .filter((style) => style.dataset.viteDevId?.includes('.vanilla.css'))
    .map((style) => style.textContent ?? '');
  return { css: injected.join('\n'), parts: injected.length };
}

/**
 * Adopts Puente's styles into an element's shadow root: one constructable
 * stylesheet shared by every element on the page, none in the document. An
 * element loaded later brings its own styles, which the shared sheet takes in.
 */
export function adoptStyles(root: ShadowRoot): void {
  const { css, parts } = elementCss();
  shared ??= new CSSStyleSheet();
  if (parts !== adopted) {
    shared.replaceSync(`${HOST_CSS}\n${css}`);
    adopted = parts;
  }
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
}
