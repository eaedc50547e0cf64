import { ALL_SUBJECTS, PROGRAMME_PAGE_SIZE_DEFAULT, type ProgrammeListQuery } from '@puente/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi, useLoadErrorToast } from '../providers';
import type { FinderFilters } from './use-finder-filters';

/** The query key's first part: the catalogue's path. */
export const FOUNDATION_PROGRAMS_KEY = '/api/foundation-programs';

/** SPEC §8: what the error toast says when the server gave no message of its own. */
export const LOAD_PROGRAMMES_FAILED = 'Failed to load foundation programs';

/**
 * One page of the catalogue for the filters, answered by the server, so a
 * catalogue of any size stays quick. The previous page stays on screen while
 * the next one loads. A failed load shows SPEC §8's destructive 'Error' toast.
 */
export function useProgrammePage(
  { searched, subject, page }: FinderFilters,
  { pageSize = PROGRAMME_PAGE_SIZE_DEFAULT } = {},
) {
  const api = useApi();
  const request: ProgrammeListQuery = {
    q: searched || undefined,
    subject: subject === ALL_SUBJECTS ? undefined : subject,
    page,
    pageSize,
  };
  const result = useQuery({
    queryKey: [FOUNDATION_PROGRAMS_KEY, request],
    queryFn: ({ signal }) => api.foundationPrograms(request, { signal }),
    placeholderData: keepPreviousData,
  });

  useLoadErrorToast(result.error, LOAD_PROGRAMMES_FAILED);

  return {
    /** The page on screen (the previous one while the next loads). */
    data: result.data,
    loading: result.isPending,
    /** A newer search or page is on its way. */
    updating: result.isFetching && !result.isPending,
    error: result.isError ? result.error : null,
    retry: () => void result.refetch(),
  };
}
