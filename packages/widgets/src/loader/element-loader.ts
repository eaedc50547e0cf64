const ELEMENT_NODE = 1;

export interface ElementLoaderOptions {
  /** Every tag the loader can define. */
  tagNames: readonly string[];
  /** Imports the module that defines `tagName`. */
  importElement: (tagName: string) => Promise<unknown>;
  /** How far outside the viewport an element starts loading (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
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
 * that tag. Elements added later (by the page's own scripts) are watched too.
 */
export function startElementLoader({
  tagNames,
  importElement,
  rootMargin = '50% 0px',
  document = globalThis.document,
  IntersectionObserver = globalThis.IntersectionObserver,
}: ElementLoaderOptions): ElementLoader {
  const known = new Set(tagNames);
  const selector = tagNames.join(',');
  const loading = new Map<string, Promise<void>>();
  const waiting = new Map<string, Set<Element>>();

  const load = (tagName: string): Promise<void> => {
    let pending = loading.get(tagName);
    if (pending) return pending;
    if (!known.has(tagName)) return Promise.reject(new Error(`Puente has no <${tagName}>`));
    pending = importElement(tagName).then(() => {});
    loading.set(tagName, pending);
    for (const element of waiting.get(tagName) ?? []) nearby.unobserve(element);
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
    waiting.set(tagName, elements);
    nearby.observe(element);
  };
  const scan = (node: Node) => {
    if (node.nodeType !== ELEMENT_NODE || !selector) return;
    const element = node as Element;
    if (element.matches(selector)) watch(element);
    for (const inside of element.querySelectorAll(selector)) watch(inside);
  };

  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node);
  });
  added.observe(document.documentElement, { childList: true, subtree: true });
  scan(document.documentElement);

  return {
    load,
    stop() {
      added.disconnect();
      nearby.disconnect();
    },
  };
}
