import { paths } from '../config/paths';
import type { HydrateWhen } from '../lib/hydration-script';

/**
 * A page anyone may open, prerendered at build time in every language
 * (`scripts/prerender.ts`), listed in the sitemap and open to search engines.
 * `title` and `description` are messages (their en-GB text): the tab's title
 * is `<title> · Puente`, as the screen's `usePageTitle` sets it.
 */
export interface PublicRoute {
  /** The router pattern, from `paths` (`/programmes/:id` for a page per programme). */
  path: string;
  title: string;
  description: string;
  /**
   * For a pattern with parameters: every address to prerender, e.g. from the
   * catalogue, `async () => programmes.map(({ id }) => paths.programme.getHref(id))`.
   * Without it the page's one address is `path`.
   */
  addresses?: () => Promise<readonly string[]> | readonly string[];
  /**
   * When the page's JavaScript is fetched and it hydrates: after the `load`
   * event (the default: a page with a form), or at the first pointer, touch,
   * key or focus, for a page that is read first (the landing and help pages:
   * no JavaScript at all for a visitor who only reads).
   */
  hydrate?: HydrateWhen;
}

/**
 * Every public page: the one list to add to. A signed-in visitor is still
 * sent the site's shell (their page is not this one: `/` is their dashboard),
 * and every other route stays out of search engines (robots.txt).
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: paths.home.path,
    hydrate: 'on-interaction',
    title: /*i18n*/ 'AI for school counselors',
    description:
      /*i18n*/ 'Puente builds a profile of each student, prepares your check-ins and flags the students who need support, so every counselor knows who needs them today.',
  },
  {
    path: paths.auth.path,
    title: /*i18n*/ 'Sign in',
    description:
      /*i18n*/ 'Sign in to Puente, or create an account to find your foundation year programme at a UK university.',
  },
];

/** Every address of the public pages, with the route it is an address of. */
export async function publicAddresses(): Promise<{ address: string; route: PublicRoute }[]> {
  const found = await Promise.all(
    PUBLIC_ROUTES.map(async (route) =>
      (route.addresses ? await route.addresses() : [route.path]).map((address) => ({
        address,
        route,
      })),
    ),
  );
  return found.flat();
}
