import {
  type FoundationProgramme,
  filterSuggestions,
  type MatchResult,
  matchProgramme,
  type SuggestionFilters,
} from '@puente/core';
import { useApi, useLoadErrorToast } from '@puente/ui/providers';
import { catalogueQuery, LOAD_PROGRAMMES_FAILED, useStudentInfo } from '@puente/widgets/data';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The suggestions page is about one subject (SPEC §2 heading). */
export const SUGGESTED_SUBJECT = /*i18n*/ 'Computer Science';

export interface Suggestion {
  programme: FoundationProgramme;
  match: MatchResult;
}

/**
 * The catalogue's Computer Science programmes, matched against the student's
 * saved profile, best match first, narrowed by SPEC §9's region and
 * specialization filters (applied locally).
 */
export function useSuggestedProgrammes(filters: SuggestionFilters) {
  const api = useApi();
  const profile = useStudentInfo();
  const request = { subject: SUGGESTED_SUBJECT };
  const catalogue = useQuery(catalogueQuery(api, request));

  useLoadErrorToast(catalogue.error, LOAD_PROGRAMMES_FAILED);

  const programmes = catalogue.data?.items;
  const saved = profile.data ?? null;
  const suggestions = useMemo<Suggestion[]>(() => {
    if (!programmes) return [];
    return filterSuggestions(programmes, filters)
      .map((programme) => ({ programme, match: matchProgramme(saved, programme) }))
      .sort((a, b) => b.match.percentage - a.match.percentage);
  }, [programmes, filters, saved]);

  return {
    suggestions,
    /** How many programmes there are before the filters. */
    total: programmes?.length ?? 0,
    loading: catalogue.isPending || profile.isPending,
    failed: catalogue.isError,
    retry: () => void catalogue.refetch(),
  };
}
