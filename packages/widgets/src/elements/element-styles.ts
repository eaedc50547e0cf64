/**
 * In a library build, `vite/plugins.ts` replaces this identifier with the
 * text of every stylesheet vanilla-extract emitted; nothing else reads it.
 */
declare const __PUENTE_CSS__: string;

const HOST_CSS = ':host{display:block}:host([hidden]){display:none}';

let shared: CSSStyleSheet | undefined;

/** The built CSS, or in dev/test the vanilla-extract styles Vite injected into the page. */
function elementCss(): string {
  try {
    return __PUENTE_CSS__;
  } catch {
    return [...document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]')]
      .filter((style) => style.dataset.viteDevId?.includes('.vanilla.css'))
      .map((style) => style.textContent ?? '')
      .join('\n');
  }
}

/**
 * Adopts Puente's styles into an element's shadow root: one constructable
 * stylesheet shared by every element on the page, none in the document.
 */
export function adoptStyles(root: ShadowRoot): void {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(`${HOST_CSS}\n${elementCss()}`);
  }
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
}
