/**
 * The prerender's entry (built for Node by scripts/prerender.ts): each public
 * page's HTML in a language, rendered by the same tree the browser hydrates.
 */
import { createApiClient, createI18n, type Locale, loadCatalog, type User } from '@puente/core';
import { catalogsInUse } from '@puente/ui/i18n';
import { createQueryClient } from '@puente/ui/providers';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { prefetchPageReads } from './app/page-reads';
import { prerenderRoutes as routes } from './app/prerender-routes';
import {
  PREVIEW_IMAGE_ALT,
  type PublicRoute,
  publicAddresses,
  SHARED_PROGRAMME_PAGE,
} from './app/public-routes';
import { loadRoutesAt, OPEN_PATHS } from './app/route-tree';
import { signedInScreenModules } from './app/signed-in-screens';
import { SiteRoot } from './app/site-root';
import { PageTitleContext } from './components/use-page-title';
import { paths } from './config/paths';
import { createLocaleStore } from './lib/locale';
import { renderedQueriesElement, renderedUserElement } from './lib/rendered-queries';
import { catalog } from './locales';

/** A programme to render a shared programme's page with at build time (its style attributes, for the CSP). */
export { sampleProgramme } from '@puente/core';
export { hydrationScript } from './lib/hydration-script';
export { themeScript } from './lib/theme-script';
export { publicAddresses, SHARED_PROGRAMME_PAGE };

/** The student screens' paths the server renders for a signed-in student (signed-in-screens.ts). */
export const signedInPaths = () =>
  Object.keys(signedInScreenModules).map(
    (name) => paths[name as keyof typeof signedInScreenModules].path,
  );

/** What a page is rendered with at request time (the server's shared programme pages). */
export interface RenderOptions {
  /** Answers the page's API reads (the server's, from the catalogue it holds). */
  fetch?: typeof fetch;
  /** The site's address, for the links the page shows to share. */
  origin?: string;
  /** The signed-in user the page is for (its reads answered with their session); else signed out. */
  user?: User;
}

/**
 * The page at `address` as the browser's first render draws it: signed out
 * (or as `user`), in `locale`; with the names of the message catalogs it was
 * drawn with, its screen's `title` (`usePageTitle`) and, given a `fetch`, `reads`: the elements holding the reads it
 * was drawn with (`prefetchPageReads`) and its user, for the page's body, so
 * the browser's query cache and session start with them.
 */
export async function renderPage(
  address: string,
  locale: Locale,
  { fetch, origin, user }: RenderOptions = {},
): Promise<{ html: string; catalogs: string[]; reads?: string; title?: string }> {
  const { pathname } = new URL(address, 'http://puente.invalid');
  await loadRoutesAt(routes, pathname);
  const queryClient = fetch ? createQueryClient() : undefined;
  if (queryClient && fetch) {
    await prefetchPageReads(queryClient, createApiClient({ fetch }), address);
  }
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const i18n = createI18n(locale);
  const errors: unknown[] = [];
  let title: string | undefined;
  const { prelude } = await prerender(
    <PageTitleContext
      value={(screenTitle) => {
        title = screenTitle;
      }}
    >
      <SiteRoot
        router={router}
        localeStore={createLocaleStore({ locale })}
        i18n={i18n}
        queryClient={queryClient}
        origin={origin}
        prerendered
        renderedFor={user}
      />
    </PageTitleContext>,
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
  const catalogs = [...catalogsInUse(i18n)].map(({ name }) => name).sort();
  if (!queryClient) return { html, catalogs, title };
  const reads = renderedQueriesElement(dehydrate(queryClient));
  return { html, catalogs, title, reads: user ? `${reads}${renderedUserElement(user)}` : reads };
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

/** Every pattern of the site's router (`/timeline/:id`): the server answers any other page path 404. */
export const sitePaths = (): string[] => Object.values(paths).map(({ path }) => path);

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
