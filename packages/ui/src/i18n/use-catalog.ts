import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  type Catalog,
  holdsCatalog,
  i18nState,
  type Locale,
  loadCatalog,
  localeOf,
} from '@puente/core';

const IN_USE = Symbol('puente.catalogs.inUse');
const PENDING = Symbol('puente.catalogs.pending');

/** The catalogs the components under an i18n instance have asked for: a language switch loads them first. */
export function catalogsInUse(i18n: I18n): Set<Catalog> {
  return i18nState(i18n, IN_USE, () => new Set<Catalog>());
}

/** Loads every catalog in use under `i18n` in `locale`: done before a switch, so nothing suspends. */
export function loadCatalogsInUse(i18n: I18n, locale: Locale): Promise<void> {
  return Promise.all(
    [...catalogsInUse(i18n)].map((catalog) => loadCatalog(i18n, catalog, locale)),
  ).then(() => undefined);
}

/**
 * Makes `catalogs` (a folder's `locales/index.ts`) speak the current language
 * before this component renders: at once in en-GB, after one download of the
 * folder's Spanish in es-MX (the component suspends meanwhile).
 */
export function useCatalog(...catalogs: Catalog[]): void {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const used = catalogsInUse(i18n);
  for (const catalog of catalogs) used.add(catalog);
  const missing = catalogs.filter((catalog) => !holdsCatalog(i18n, catalog, locale));
  if (missing.length === 0) return;
  // Suspense's own contract, as `lazy` keeps it: React retries once the promise settles.
  // (`use()` would do the same, but React never retries it after an unawaited `act`,
  // which is how Testing Library renders.)
  throw loading(i18n, missing, locale);
}

/** One promise per instance, locale and set of catalogs, as `use()` wants across renders. */
function loading(i18n: I18n, catalogs: Catalog[], locale: Locale): Promise<void> {
  const byKey = i18nState(i18n, PENDING, () => new Map<string, Promise<void>>());
  const key = `${locale}:${catalogs.map((catalog) => catalog.name).join(',')}`;
  let promise = byKey.get(key);
  if (!promise) {
    promise = Promise.all(catalogs.map((catalog) => loadCatalog(i18n, catalog, locale))).then(
      () => undefined,
    );
    // A failed download is asked again on the next render instead of staying failed.
    promise.catch(() => byKey.delete(key));
    byKey.set(key, promise);
  }
  return promise;
}
