import { isLocale, type Locale, negotiateLocale } from '@puente/core';

/** Where the visitor's language choice is kept, beside the theme's. */
export const LOCALE_STORAGE_KEY = 'puente-locale';

export interface LocaleSources {
  /** Where the choice is kept; `window.localStorage` in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The browser's languages, most wanted first; `navigator.languages` in the browser. */
  languages?: readonly string[] | undefined;
}

function savedLocale(storage: LocaleSources['storage']): Locale | undefined {
  try {
    const saved = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The language a visit opens in: the saved choice, else the browser's languages. */
export function initialLocale({
  storage = globalThis.localStorage,
  languages = globalThis.navigator?.languages,
}: LocaleSources = {}): Locale {
  return savedLocale(storage) ?? negotiateLocale(languages);
}
