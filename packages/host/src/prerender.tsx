/**
 * The prerender's entry (built for Node by scripts/prerender.ts): each public
 * page's HTML in a language, rendered by the same tree the browser hydrates.
 */
import { createI18n, type Locale, loadCatalog } from '@puente/core';
import { catalogsInUse } from '@puente/ui/i18n';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { prerenderRoutes as routes } from './app/prerender-routes';
import { PREVIEW_IMAGE_ALT, type PublicRoute, publicAddresses } from './app/public-routes';
import { loadRoutesAt, OPEN_PATHS } from './app/route-tree';
import { SiteRoot } from './app/site-root';
import { paths } from './config/paths';
import { createLocaleStore } from './lib/locale';
import { catalog } from './locales';

export { hydrationScript } from './lib/hydration-script';
export { themeScript } from './lib/theme-script';
export { publicAddresses };

/**
 * The page at `address` as the browser's first render draws it: signed out,
 * in `locale`; with the names of the message catalogs it was drawn with.
 */
export async function renderPage(
  address: string,
  locale: Locale,
): Promise<{ html: string; catalogs: string[] }> {
  await loadRoutesAt(routes, new URL(address, 'http://puente.invalid').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const i18n = createI18n(locale);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <SiteRoot
      router={router}
      localeStore={createLocaleStore({ locale })}
      i18n={i18n}
      prerendered
    />,
    // One chunk, however long the page: React otherwise writes a long part
    // (the Spanish landing page, over 12.8 kB) after the rest, hidden for a script to reveal.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A page that failed to render would be sent as the browser's job: the build fails instead.
  if (errors.length > 0) {
    // untranslated: the build's own message
    throw new AggregateError(errors, `prerendering ${address} in ${locale}`);
  }
  const html = await new Response(prelude).text();
  if (html.includes(PENDING_BOUNDARY)) {
    throw new Error(
      // untranslated: the build's own message
      `prerendering ${address} in ${locale}: part of the page needs a script to show`,
    );
  }
  return { html, catalogs: [...catalogsInUse(i18n)].map(({ name }) => name).sort() };
}

/** React's mark of a Suspense boundary written without its content (shown later by a script). */
const PENDING_BOUNDARY = '<!--$?-->';

/** A public page's title (as `usePageTitle` writes it), description and preview image's text in `locale`. */
export async function pageText(
  route: PublicRoute,
  locale: Locale,
): Promise<{ title: string; description: string; imageAlt: string }> {
  const i18n = createI18n(locale);
  await loadCatalog(i18n, catalog, locale);
  if (route.catalog) await loadCatalog(i18n, route.catalog, locale);
  return {
    title: `${i18n._(route.title)} · Puente`,
    description: i18n._(route.description),
    imageAlt: i18n._(PREVIEW_IMAGE_ALT),
  };
}

/** The start of every path that only a signed-in person may open, for robots.txt. */
export function privatePathPrefixes(): string[] {
  const open = new Set(OPEN_PATHS);
  return [
    ...new Set(
      Object.values(paths)
        .filter(({ path }) => !open.has(path))
        .map(({ path }) => path.split('/:')[0] ?? path),
    ),
  ].sort();
}
