import {
  ALL_SUBJECTS,
  findProgrammes,
  type MatchProfile,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  type ProgrammeListQuery,
  type ProgrammePage,
} from '@puente/core';
import { useApi, useClock, useLoadErrorToast } from '@puente/ui/providers';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogueQuery, LOAD_PROGRAMMES_FAILED } from '../data/catalogue';
import type { FinderSearch } from './finder-search';
import { DROPPED, type FinderFilterName, type FinderFilters } from './use-finder-filters';

/** The list request for a search: what the server filters, sorts and pages by. */
export function programmeListQuery(search: FinderSearch): ProgrammeListQuery {
  return {
    q: search.q || undefined,
    subject: search.subject === ALL_SUBJECTS ? undefined : search.subject,
    region: search.region || undefined,
    sort: search.sort,
    maxFees: search.maxFees,
    ielts: search.ielts,
    start: search.start || undefined,
    open: search.open || undefined,
    meetsGrades: search.meetsGrades || undefined,
  };
}

export interface ProgrammePageOptions {
  pageSize?: number;
  /**
   * A profile the server does not know (the element's `profile` on a school's
   * site): the match sort and 'meets my grades' are then done here, with the
   * same core function, over the list the server narrowed.
   */
  localProfile?: MatchProfile | null | undefined;
}

/**
 * One page of the catalogue for the filters, answered by the server, so a
 * catalogue of any size stays quick. The previous page stays on screen while
 * the next one loads. A failed load shows SPEC §8's destructive 'Error' toast.
 */
export function useProgrammePage(
  { settled, page }: FinderFilters,
  { pageSize = PROGRAMME_PAGE_SIZE_DEFAULT, localProfile = null }: ProgrammePageOptions = {},
) {
  const api = useApi();
  const clock = useClock();
  const local = localProfile !== null && (settled.sort === 'match' || settled.meetsGrades);
  const query = programmeListQuery(settled);
  const request: ProgrammeListQuery = local
    ? { ...query, sort: undefined, meetsGrades: undefined }
    : { ...query, page, pageSize };
  const result = useQuery({ ...catalogueQuery(api, request), placeholderData: keepPreviousData });

  useLoadErrorToast(result.error, LOAD_PROGRAMMES_FAILED);

  const answer = result.data;
  const data = useMemo((): ProgrammePage | undefined => {
    if (!local || answer === undefined) return answer;
    const chosen = findProgrammes(
      answer.items,
      { sort: settled.sort, meetsGrades: settled.meetsGrades, page, pageSize },
      { now: clock(), profile: localProfile, defaultPageSize: pageSize },
    );
    return { ...answer, ...chosen };
  }, [local, answer, settled.sort, settled.meetsGrades, page, pageSize, clock, localProfile]);

  return {
    /** The page on screen (the previous one while the next loads). */
    data,
    loading: result.isPending,
    /** A newer search or page is on its way. */
    updating: result.isFetching && !result.isPending,
    error: result.isError ? result.error : null,
    retry: () => void result.refetch(),
  };
}

/**
 * For an empty result: how many programmes each active filter hides, i.e.
 * the total with that filter dropped alone. Asked only while `enabled`.
 */
export function useDroppedFilterTotals(
  filters: FinderFilters,
  enabled: boolean,
): { name: FinderFilterName; total: number }[] {
  const api = useApi();
  const names = enabled ? filters.activeFilters : [];
  const results = useQueries({
    queries: names.map((name) => {
      const dropped = { ...filters.settled, [name]: DROPPED[name] };
      const request: ProgrammeListQuery = { ...programmeListQuery(dropped), page: 1, pageSize: 1 };
      return catalogueQuery(api, request);
    }),
  });
  return names.flatMap((name, index) => {
    const total = results[index]?.data?.total ?? 0;
    return total > 0 ? [{ name, total }] : [];
  });
}
