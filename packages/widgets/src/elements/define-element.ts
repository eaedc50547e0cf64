/** Registers a custom element unless the page already has one by that name. */
export function defineElement(tagName: string, element: CustomElementConstructor): void {
  if (!customElements.get(tagName)) customElements.define(tagName, element);
}
