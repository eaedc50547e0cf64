import type { ApiClient, ProgrammeListQuery } from '@puente/core';
import { queryOptions } from '@tanstack/react-query';

/** The query key's first part: the catalogue's path. */
export const CATALOGUE_KEY = '/api/foundation-programs';

/** SPEC §8: what the error toast says when the server gave no message of its own. */
export const LOAD_PROGRAMMES_FAILED = /*i18n*/ 'Failed to load foundation programs';

/** GET /api/foundation-programs for one list request, cached per request. */
export function catalogueQuery(api: ApiClient, request: ProgrammeListQuery) {
  return queryOptions({
    queryKey: [CATALOGUE_KEY, request],
    queryFn: ({ signal }) => api.foundationProgrammes(request, { signal }),
  });
}
