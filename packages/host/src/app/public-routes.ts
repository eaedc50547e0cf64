import type { Catalog } from '@puente/core';
import { paths } from '../config/paths';
import { catalog as familiesCatalog } from '../features/families/locales';
import { parentWelcome, studentWelcome } from '../features/families/welcome-pages';
import {
  contactPage,
  degreeRecognition,
  foundationYear,
  funding,
  helpIndex,
  ielts,
} from '../features/help/help-articles';
import { catalog as helpCatalog } from '../features/help/locales';
import { privacyNotice, terms } from '../features/legal/legal-articles';
import { catalog as legalCatalog } from '../features/legal/locales';

/**
 * A page anyone may open, prerendered at build time in every language
 * (`scripts/prerender.ts`), listed in the sitemap and open to search engines.
 * `title` and `description` are messages (their en-GB text): the tab's title
 * is `<title> · Puente`, as the screen's `usePageTitle` sets it. Its
 * JavaScript is fetched at the visitor's first pointer, touch, key or focus
 * (`hydrationScript`): none for a visitor who only reads.
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
  /** The catalog `title` and `description` are in, when not the site's own (a feature's article). */
  catalog?: Catalog;
}

/** What the link preview's image (public/images/og-image-<locale>.png) shows, for who cannot see it. */
export const PREVIEW_IMAGE_ALT = /*i18n*/ 'Puente: your bridge to a UK university';

/** A page that is read, from a feature's own messages. */
const readPage = (
  path: string,
  { title, lead }: { title: string; lead: string },
  catalog: Catalog,
): PublicRoute => ({ path, title, description: lead, catalog });

/**
 * Every public page: the one list to add to. A signed-in visitor is still
 * sent the site's shell (their page is not this one: `/` is their dashboard),
 * and every other route stays out of search engines (robots.txt).
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: paths.home.path,
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
  readPage(paths.forStudents.path, studentWelcome, familiesCatalog),
  readPage(paths.forParents.path, parentWelcome, familiesCatalog),
  readPage(paths.help.path, helpIndex, helpCatalog),
  readPage(paths.helpFoundationYear.path, foundationYear, helpCatalog),
  readPage(paths.helpIelts.path, ielts, helpCatalog),
  readPage(paths.helpDegreeRecognition.path, degreeRecognition, helpCatalog),
  readPage(paths.helpFunding.path, funding, helpCatalog),
  readPage(paths.contact.path, contactPage, helpCatalog),
  readPage(paths.privacy.path, privacyNotice, legalCatalog),
  readPage(paths.terms.path, terms, legalCatalog),
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

/**
 * A shared programme's page (`/programmes/:id`): public, but rendered by the
 * server when asked, from the catalogue it holds (which lives in the database
 * and can be imported), not at build time. The build writes the page around
 * it (scripts/prerender.ts).
 */
export const SHARED_PROGRAMME_PAGE = {
  path: paths.programme.path,
} as const satisfies Pick<PublicRoute, 'path'>;
