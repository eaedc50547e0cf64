import type { ApiClient } from '@puente/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { sharedProgrammesQuery } from '../features/shared-programmes/use-shared-programmes';

/**
 * Fills `client` with the reads the page at `pathname` starts with, through
 * `api`, keyed as its screen's queries: the server renders a shared programme's
 * page (src/prerender.tsx) with its content, and the browser hydrates it from
 * the same cache. Only the pages the server renders at request time are here.
 */
export async function prefetchPageReads(
  client: QueryClient,
  api: ApiClient,
  pathname: string,
): Promise<void> {
  const programme = matchPath(paths.programme.path, pathname);
  if (programme) {
    await client.prefetchQuery(sharedProgrammesQuery(api, [Number(programme.params.id)]));
  }
}
