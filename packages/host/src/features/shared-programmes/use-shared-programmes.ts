import type { FoundationProgramme } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useQuery } from '@tanstack/react-query';
import { COMPARED_MAX } from '../../config/paths';

/** The ids of `/compare?ids=1,2,3`: whole numbers only, at most three, each once. */
export function comparedIds(ids: string | null): number[] {
  const valid = (ids ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id));
  return [...new Set(valid.map(Number))].slice(0, COMPARED_MAX);
}

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
