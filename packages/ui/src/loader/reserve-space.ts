/**
 * Adopts the rules reserving each element's space into the page, before any
 * element renders. A constructable stylesheet, because a school's CSP
 * (`style-src 'self'`, no `'unsafe-inline'`) blocks a `<style>` element.
 */
export function reserveSpace(css: string, document: Document = globalThis.document): CSSStyleSheet {
  const sheet = new (document.defaultView ?? globalThis).CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}
