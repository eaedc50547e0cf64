import { DEFAULT_LOCALE, type Locale, localeOfTag } from '@puente/core';
import { useSyncExternalStore } from 'react';

/**
 * The language an element speaks: its own `lang`, else the closest
 * ancestor's in the school's page (across shadow roots), so `<html lang="es">`
 * is enough. A language Puente does not speak means en-GB.
 */
export function elementLocale(element: Element): Locale {
  let node: Element | null = element;
  while (node) {
    const marked: Element | null = node.closest('[lang]');
    if (marked) return localeOfTag(marked.getAttribute('lang')) ?? DEFAULT_LOCALE;
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return DEFAULT_LOCALE;
}

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/** One observer a page for every element: any `lang` changing anywhere re-reads each element's. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(() => {
      for (const notify of listeners) notify();
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

/** The element's language, following changes of its `lang` or an ancestor's at run time. */
export function useElementLocale(element: Element | undefined): Locale {
  return useSyncExternalStore(
    subscribe,
    () => (element ? elementLocale(element) : DEFAULT_LOCALE),
    () => DEFAULT_LOCALE,
  );
}
