import { type ReadonlySignal, signal } from '@preact/signals-react';
import { isLocale, type Locale, negotiateLocale } from '@puente/core';

/** Where the visitor's language choice is kept, beside the theme's. */
export const LOCALE_STORAGE_KEY = 'puente-locale';

export interface LocaleStoreOptions {
  /** Where the choice is kept; `window.localStorage` in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The browser's languages, most wanted first; `navigator.languages` in the browser. */
  languages?: readonly string[] | undefined;
}

export interface LocaleStore {
  readonly locale: ReadonlySignal<Locale>;
  setLocale(locale: Locale): void;
}

function savedLocale(storage: LocaleStoreOptions['storage']): Locale | undefined {
  try {
    const saved = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
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
  const locale = signal<Locale>(savedLocale(storage) ?? negotiateLocale(languages));
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
