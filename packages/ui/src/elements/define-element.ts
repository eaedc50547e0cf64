import { adoptStyles } from './element-styles';
import { emit } from './emit';
import { PENDING_ATTRIBUTE } from './pending';
import { FITTED_ATTRIBUTE } from './reservation';

interface Lifecycle {
  connectedCallback?(): void;
}

/**
 * Registers a Puente custom element unless the page already has one by that
 * name, adding what every Puente element does the same way:
 * - its shadow root adopts Puente's styles;
 * - a property the page set before the element was defined (the loader
 *   defines elements late) reaches the element instead of hiding its setter;
 * - `puente-ready` fires once, when the first render is in the page and no
 *   part of it still waits for its data (`PENDING_ATTRIBUTE`).
 */
export function defineElement(tagName: string, element: CustomElementConstructor): void {
  if (customElements.get(tagName)) return;
  const prototype = element.prototype as HTMLElement & Lifecycle;
  const connected = prototype.connectedCallback;
  const properties = settableProperties(prototype);
  Object.defineProperty(prototype, 'connectedCallback', {
    configurable: true,
    writable: true,
    value(this: HTMLElement) {
      if (this.shadowRoot) adoptStyles(this.shadowRoot);
      for (const name of properties) keepEarlyValue(this, name);
      connected?.call(this);
      announceFirstRender(this);
    },
  });
  customElements.define(tagName, element);
}

/** The element's own properties with setters (r2wc's props), up to HTMLElement's. */
function settableProperties(prototype: object): string[] {
  const names: string[] = [];
  for (
    let level: object | null = prototype;
    level && level !== HTMLElement.prototype;
    level = Object.getPrototypeOf(level)
  ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(level))) {
      if (descriptor.set) names.push(name);
    }
  }
  return names;
}

/** A value set on the element before it was upgraded sits on the instance; hand it to the setter. */
function keepEarlyValue(element: HTMLElement, name: string): void {
  if (!Object.hasOwn(element, name)) return;
  const value = (element as unknown as Record<string, unknown>)[name];
  delete (element as unknown as Record<string, unknown>)[name];
  (element as unknown as Record<string, unknown>)[name] = value;
}

function announceFirstRender(element: HTMLElement): void {
  const root = element.shadowRoot ?? element;
  const announce = () => {
    emit(element, 'puente-ready', { tagName: element.localName });
    fitWhenResized(element, root);
    const themed = root.firstElementChild;
    // A check for the school's web developer: it need not weigh on the first render.
    if (themed) {
      void import('./brand-contrast').then(({ warnOfLowBrandContrast }) =>
        warnOfLowBrandContrast(element, themed),
      );
    }
  };
  const shown = () =>
    root.childElementCount > 0 && root.querySelector(`[${PENDING_ATTRIBUTE}]`) === null;
  if (shown()) {
    announce();
    return;
  }
  // React renders after connectedCallback returns; its first commit adds the root's children,
  // and a part waiting for its data is replaced (or unmarked) once the data is in.
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    announce();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PENDING_ATTRIBUTE],
  });
}

/**
 * The element first renders inside the space the loader reserved; once its
 * content changes size after the visitor acted in it (a thank-you view
 * replacing a taller form), the reservation is let go and the element fits
 * its content. A change nobody caused (a web font arriving) keeps the
 * reservation: letting go then would move the page under the reader.
 */
function fitWhenResized(element: HTMLElement, root: ParentNode): void {
  if (typeof ResizeObserver === 'undefined' || element.hasAttribute(FITTED_ATTRIBUTE)) return;
  let acted = false;
  const act = () => {
    acted = true;
  };
  element.addEventListener('pointerdown', act);
  element.addEventListener('keydown', act);
  const heights = new Map<Element, number>();
  const observer = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      const before = heights.get(target);
      heights.set(target, contentRect.height);
      if (before === undefined || before === contentRect.height || !acted) continue;
      observer.disconnect();
      element.removeEventListener('pointerdown', act);
      element.removeEventListener('keydown', act);
      element.setAttribute(FITTED_ATTRIBUTE, '');
      return;
    }
  });
  for (const child of root.children) observer.observe(child);
}
