import type { PuenteErrorDetail } from '../elements/events';
import { FAILED_ATTRIBUTE } from './failed';

const ELEMENT_NODE = 1;

export interface ElementLoaderOptions {
  /** Every tag the loader can define. */
  tagNames: readonly string[];
  /** Imports the module that defines `tagName`. */
  importElement: (tagName: string) => Promise<unknown>;
  /** How far outside the viewport an element starts loading (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
  /** Called with each element of a known tag the loader finds on the page, before its code loads. */
  onFound?: (element: Element) => void;
  /** Called as `tagName` starts loading, with the elements of that tag on the page. */
  onLoad?: (tagName: string, elements: readonly Element[]) => void;
  /** Called with every open shadow root the loader starts watching (to adopt the reserved space into it). */
  onShadowRoot?: (root: ShadowRoot) => void;
  document?: Document;
  IntersectionObserver?: typeof IntersectionObserver;
}

export interface ElementLoader {
  /** Loads and defines `tagName` now, whether or not one is near the viewport. */
  load(tagName: string): Promise<void>;
  /** Stops watching the page. */
  stop(): void;
}

/**
 * Defines each known element when one is on the page and near the viewport:
 * its module is imported once, and the browser upgrades every element of
 * that tag. Elements added later (by the page's own scripts) are watched too,
 * inside the page's open shadow roots as well (a school's own web components),
 * those attached later included.
 */
export function startElementLoader({
  tagNames,
  importElement,
  rootMargin = '50% 0px',
  onFound,
  onLoad,
  onShadowRoot,
  document = globalThis.document,
  IntersectionObserver = globalThis.IntersectionObserver,
}: ElementLoaderOptions): ElementLoader {
  const known = new Set(tagNames);
  const selector = tagNames.join(',');
  const loading = new Map<string, Promise<void>>();
  const waiting = new Map<string, Set<Element>>();
  const roots = new WeakSet<ShadowRoot>();

  const load = (tagName: string): Promise<void> => {
    let pending = loading.get(tagName);
    if (pending) return pending;
    if (!known.has(tagName)) return Promise.reject(new Error(`Puente has no <${tagName}>`));
    const elements = waiting.get(tagName) ?? new Set<Element>();
    onLoad?.(tagName, [...elements]);
    pending = importElement(tagName).then(
      () => {},
      (error: unknown) => {
        // A later request (the network back) may try again.
        loading.delete(tagName);
        const message = `<${tagName}> could not load its code from the Puente server: ${error instanceof Error ? error.message : String(error)}`;
        for (const element of elements) {
          // Its reserved space goes: the page closes up, or shows what the element holds.
          element.setAttribute(FAILED_ATTRIBUTE, '');
          element.dispatchEvent(
            new CustomEvent<PuenteErrorDetail>('puente-error', {
              detail: { tagName, reason: 'script', message },
              bubbles: true,
              composed: true,
            }),
          );
        }
        throw error;
      },
    );
    loading.set(tagName, pending);
    for (const element of elements) nearby.unobserve(element);
    waiting.delete(tagName);
    return pending;
  };

  const nearby = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        load(entry.target.localName).catch((error: unknown) =>
          console.error(`Puente: <${entry.target.localName}> could not load.`, error),
        );
      }
    },
    { rootMargin },
  );

  const watch = (element: Element) => {
    const tagName = element.localName;
    if (!known.has(tagName) || loading.has(tagName)) return;
    const elements = waiting.get(tagName) ?? new Set();
    if (elements.has(element)) return;
    elements.add(element);
    onFound?.(element);
    waiting.set(tagName, elements);
    nearby.observe(element);
  };

  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node);
  });

  const watchRoot = (root: ShadowRoot) => {
    if (roots.has(root)) return;
    roots.add(root);
    onShadowRoot?.(root);
    added.observe(root, { childList: true, subtree: true });
    for (const child of root.children) scan(child);
  };

  function scan(node: Node) {
    if (node.nodeType !== ELEMENT_NODE || !selector) return;
    const element = node as Element;
    if (element.matches(selector)) watch(element);
    for (const inside of element.querySelectorAll(selector)) watch(inside);
    for (const host of [element, ...element.querySelectorAll('*')]) {
      if (host.shadowRoot) watchRoot(host.shadowRoot);
    }
  }

  // A school's web component attaches its shadow root when it is upgraded,
  // often after this loader ran and with no change in the page it could see.
  const prototype = (document.defaultView ?? globalThis).Element.prototype;
  const attachShadow = prototype.attachShadow;
  prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (init.mode === 'open') watchRoot(root);
    return root;
  };

  added.observe(document.documentElement, { childList: true, subtree: true });
  scan(document.documentElement);

  return {
    load,
    stop() {
      added.disconnect();
      nearby.disconnect();
      prototype.attachShadow = attachShadow;
    },
  };
}
