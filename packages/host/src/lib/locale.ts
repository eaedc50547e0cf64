import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { Locale } from '@puente/core';
import {
  initialLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  type LocaleSources,
} from './initial-locale';

export { LOCALE_STORAGE_KEY };
export interface LocaleStoreOptions extends LocaleSources {
  /** The language to start in, whatever was saved: a prerendered page's (`prerenderedLocale`). */
  locale?: Locale | undefined;
}

/**
 * The choice as a cookie too, so the server sends the prerendered pages in it
 * (`Accept-Language` knows only the browser's languages).
 */
function rememberForServer(locale: Locale) {
  if (globalThis.document) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

export interface LocaleStore {
  readonly locale: ReadonlySignal<Locale>;
  setLocale(locale: Locale): void;
}

/**
 * The site's language: the visitor's saved choice, else the first of the
 * browser's languages Puente speaks (any Spanish is es-MX), else en-GB. The
 * choice outlives signing in and out: it belongs to the browser, not the account.
 */
export function createLocaleStore({
  storage = globalThis.localStorage,
  languages = globalThis.navigator?.languages,
  locale: start,
}: LocaleStoreOptions = {}): LocaleStore {
  const locale = signal<Locale>(start ?? initialLocale({ storage, languages }));
  return {
    locale,
    setLocale(next) {
      locale.value = next;
      rememberForServer(next);
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // Storage can be full or blocked; the choice still holds for this visit.
      }
    },
  };
}
