import type { createI18n } from '@puente/core';
import { definedCatalog, isLocale, type Locale, loadCatalog, negotiateLocale } from '@puente/core';

/** Where the visitor's language choice is kept, beside the theme's. */
export const LOCALE_STORAGE_KEY = 'puente-locale';
/** The same choice for the server, which picks the language of a prerendered page by it. */
export const LOCALE_COOKIE = 'puente-locale';

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

/**
 * The language of the prerendered page the server sent (`<html lang>` on an
 * `<html data-prerendered>`): the page is hydrated in it. Undefined on the
 * site's shell (any other route).
 */
export function prerenderedLocale(): Locale | undefined {
  const html = globalThis.document?.documentElement;
  if (!html?.hasAttribute('data-prerendered')) return undefined;
  return isLocale(html.lang) ? html.lang : undefined;
}

/**
 * Loads into `i18n` the catalogs the prerendered page names (`data-catalogs`;
 * their modules came with its screen): hydrated with them, no part of the
 * page waits for its messages, so none is drawn again.
 */
export async function loadCatalogsDrawn(
  i18n: ReturnType<typeof createI18n>,
  locale: Locale,
): Promise<void> {
  const names = document.documentElement.dataset.catalogs?.split(' ') ?? [];
  await Promise.all(
    names.flatMap((name) => {
      const catalog = definedCatalog(name);
      return catalog ? [loadCatalog(i18n, catalog, locale)] : [];
    }),
  );
}
