import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { Locale } from '@puente/core';
import { initialLocale, LOCALE_STORAGE_KEY, type LocaleSources } from './initial-locale';

export { LOCALE_STORAGE_KEY };
export type LocaleStoreOptions = LocaleSources;

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
}: LocaleStoreOptions = {}): LocaleStore {
  const locale = signal<Locale>(initialLocale({ storage, languages }));
  return {
    locale,
    setLocale(next) {
      locale.value = next;
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // Storage can be full or blocked; the choice still holds for this visit.
      }
    },
  };
}
