import type { FoundationProgramme } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useQuery } from '@tanstack/react-query';

/** The public catalogue's programmes by id, in that order; a missing one is left out. */
export function useSharedProgrammes(ids: readonly number[]) {
  const api = useApi();
  return useQuery({
    queryKey: ['/api/foundation-programs', 'shared', ...ids],
    queryFn: async (): Promise<FoundationProgramme[]> => {
      const found = await Promise.all(
        ids.map((id) => api.foundationProgramme(id).catch(() => null)),
      );
      return found.filter((programme): programme is FoundationProgramme => programme !== null);
    },
  });
}
