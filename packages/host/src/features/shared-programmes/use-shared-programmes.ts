import type { ApiClient, FoundationProgramme } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The read of the public catalogue's programmes by id, in that order (a missing one
 * is left out): the hook's, and the server's when it renders a shared page (app/page-reads.ts).
 */
export const sharedProgrammesQuery = (api: ApiClient, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['/api/foundation-programs', 'shared', ...ids],
    queryFn: async (): Promise<FoundationProgramme[]> => {
      const found = await Promise.all(
        ids.map((id) => api.foundationProgramme(id).catch(() => null)),
      );
      return found.filter((programme): programme is FoundationProgramme => programme !== null);
    },
  });

/** The public catalogue's programmes by id, in that order; a missing one is left out. */
export function useSharedProgrammes(ids: readonly number[]) {
  return useQuery(sharedProgrammesQuery(useApi(), ids));
}
