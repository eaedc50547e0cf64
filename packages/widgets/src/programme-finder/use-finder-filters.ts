import { ALL_SUBJECTS } from '@puente/core';
import { useRef, useState } from 'react';
import { useDelays } from '../providers';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The finder's filters: free text (debounced), subject and page. A new
 * search starts at page 1.
 */
export function useFinderFilters() {
  const { programmeSearchDebounce } = useDelays();
  const [query, setQuery] = useState('');
  const [subject, setSubject] = useState(ALL_SUBJECTS);
  const searchRef = useRef<HTMLInputElement>(null);
  const searched = useDebouncedValue(query.trim(), programmeSearchDebounce);

  const filtersKey = JSON.stringify([searched, subject]);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  if (paging.filtersKey !== filtersKey) setPaging({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

  return {
    query,
    setQuery,
    subject,
    setSubject,
    /** The text the server searches: the query once typing has paused. */
    searched,
    /** True when the search or the subject narrows the list. */
    filtered: query.trim() !== '' || subject !== ALL_SUBJECTS,
    /** The search input, where focus goes when Clear Filters (which then disappears) is pressed. */
    searchRef,
    clearFilters: () => {
      setQuery('');
      setSubject(ALL_SUBJECTS);
      searchRef.current?.focus();
    },
    page,
    goToPage: (next: number) => setPaging({ filtersKey, page: next }),
  };
}

export type FinderFilters = ReturnType<typeof useFinderFilters>;
