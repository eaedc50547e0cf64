import {
  ALL_SUBJECTS,
  ApiError,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  type ProgrammeListQuery,
} from '@puente/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi, useDelays, useToast } from '../providers';
import { useDebouncedValue } from './use-debounced-value';

/** The query key's first part: the catalogue's path. */
export const FOUNDATION_PROGRAMS_KEY = '/api/foundation-programs';

/** SPEC §8: what the error toast says when the server gave no message of its own. */
export const LOAD_PROGRAMMES_FAILED = 'Failed to load foundation programs';

/**
 * The finder's search: free text (debounced), subject and page, answered by
 * the server one page at a time, so a catalogue of any size stays quick.
 * The previous page stays on screen while the next one loads. A failed load
 * shows SPEC §8's destructive 'Error' toast.
 */
export function useProgrammeFinder({ pageSize = PROGRAMME_PAGE_SIZE_DEFAULT } = {}) {
  const api = useApi();
  const { programmeSearchDebounce } = useDelays();
  const { toast } = useToast();
  const [query, setQuery] = useState('');
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const searched = useDebouncedValue(query.trim(), programmeSearchDebounce);

  // A page belongs to one search: a new search starts at page 1.
  const filtersKey = JSON.stringify([searched, subject]);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  if (paging.filtersKey !== filtersKey) setPaging({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

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

  const { error } = result;
  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Error',
      description: error instanceof ApiError ? error.serverMessage : LOAD_PROGRAMMES_FAILED,
      variant: 'destructive',
    });
  }, [error, toast]);

  return {
    query,
    setQuery,
    subject,
    setSubject,
    /** True when the search or the subject narrows the list. */
    filtered: query.trim() !== '' || subject !== ALL_SUBJECTS,
    clearFilters: () => {
      setQuery('');
      setSubject(ALL_SUBJECTS);
    },
    page,
    goToPage: (next: number) => setPaging({ filtersKey, page: next }),
    /** The page on screen (the previous one while the next loads). */
    data: result.data,
    /** 'All Subjects' and every subject of the catalogue. */
    subjects: [ALL_SUBJECTS, ...(result.data?.subjects ?? [])],
    loading: result.isPending,
    /** A newer search or page is on its way. */
    updating: result.isFetching && !result.isPending,
    error: result.isError ? result.error : null,
    retry: () => void result.refetch(),
  };
}
