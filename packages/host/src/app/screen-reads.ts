import { type ApiClient, createApiClient, PROGRAMME_PAGE_SIZE_DEFAULT } from '@puente/core';
import { comparedIds } from '../config/paths';

/** The id of the element holding the reads a page was rendered with by the server (lib/rendered-queries.ts). */
export const RENDERED_READS_ID = 'puente-queries';

/** What a screen's reads depend on in its address: `{ id }` of `/programmes/:id`, and its query. */
export interface ScreenAddress {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/**
 * The API reads a screen starts with, by the route's name in `paths`: while
 * its code downloads, the browser fetches them (`preloadScreenReads`), and
 * the screen's own requests are answered from those responses.
 */
const screenReads: Partial<
  Record<string, (api: ApiClient, at: ScreenAddress) => Promise<unknown>[]>
> = {
  foundationPrograms: (api) => [
    api.studentInfo(),
    // The finder's first request for a plain /foundation-programs: best match, open deadlines.
    api.foundationProgrammes({
      sort: 'match',
      open: true,
      page: 1,
      pageSize: PROGRAMME_PAGE_SIZE_DEFAULT,
    }),
    api.selectedProgrammes(),
  ],
  // A family opening a shared link: the programmes arrive while the page's code does.
  programme: (api, { params: { id = '' } }) =>
    /^\d{1,9}$/.test(id) ? [api.foundationProgramme(Number(id))] : [],
  compare: (api, { query }) =>
    comparedIds(query.get('ids')).map((id) => api.foundationProgramme(id)),
};

/**
 * A `fetch` that only announces the request as `<link rel="preload" as="fetch">`:
 * run through the core API client, each read gets the very address and
 * credentials mode the screen's own request will have, which a preload
 * must match to be used.
 */
const announceIn =
  (parent: ParentNode): typeof fetch =>
  async (input, init) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.href = String(input);
    link.crossOrigin = init?.credentials === 'include' ? 'use-credentials' : 'anonymous';
    parent.append(link);
    throw new Error('announced only');
  };

/**
 * Starts the API reads the screen named `name` begins with (see
 * `screenReads`), at `at` (its address's parameters and query): their
 * preload links go into `parent`, the page's head.
 */
export function preloadScreenReads(
  name: string | undefined,
  at: ScreenAddress = { params: {}, query: new URLSearchParams() },
  parent: ParentNode = document.head,
) {
  const reads = name ? screenReads[name] : undefined;
  // A page the server rendered holds the reads it was rendered with: nothing to ask for.
  if (!reads || document.getElementById(RENDERED_READS_ID)) return;
  for (const read of reads(createApiClient({ fetch: announceIn(parent) }), at)) {
    read.catch(() => {});
  }
}
