import { type ApiClient, PROGRAMME_PAGE_SIZE_DEFAULT } from '@puente/core';
import { catalogueQuery, selectedProgrammesQuery, studentInfoQuery } from '@puente/widgets/data';
import { finderSearchFrom, programmeListQuery } from '@puente/widgets/programme-finder';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { sharedProgrammesQuery } from '../features/shared-programmes/use-shared-programmes';

/**
 * Fills `client` with the reads the page at `address` starts with, through
 * `api`, keyed as its screen's queries: the server renders the page
 * (src/prerender.tsx) with its content, and the browser hydrates it from the
 * same cache. Only the pages the server renders at request time are here: a
 * shared programme's, and a signed-in student's finder (its reads are theirs,
 * answered with their session).
 */
export async function prefetchPageReads(
  client: QueryClient,
  api: ApiClient,
  address: string,
): Promise<void> {
  const { pathname, searchParams } = new URL(address, 'http://puente.invalid');
  const programme = matchPath(paths.programme.path, pathname);
  if (programme) {
    await client.prefetchQuery(sharedProgrammesQuery(api, [Number(programme.params.id)]));
  }
  if (matchPath(paths.foundationPrograms.path, pathname)) {
    // The finder's first page for the address's search, as its screen asks for it.
    const search = finderSearchFrom(Object.fromEntries(searchParams));
    const firstPage = {
      ...programmeListQuery(search),
      page: 1,
      pageSize: PROGRAMME_PAGE_SIZE_DEFAULT,
    };
    await Promise.all([
      client.prefetchQuery(studentInfoQuery(api)),
      client.prefetchQuery(catalogueQuery(api, firstPage)),
      client.prefetchQuery(selectedProgrammesQuery(api)),
    ]);
  }
}
