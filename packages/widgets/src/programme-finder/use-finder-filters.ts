import { useDelays } from '@puente/ui/providers';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_FINDER_SEARCH, type FinderSearch, finderSearchKey } from './finder-search';
import { useDebouncedValue } from './use-debounced-value';

export interface FinderFiltersOptions {
  /**
   * The search to show: a link's or the element's attributes. When it changes
   * from outside (back and forward), the finder follows it.
   */
  search?: FinderSearch | undefined;
  /** The search settled (the text once typing paused): the site writes it into the URL. */
  onSearchChange?: ((search: FinderSearch) => void) | undefined;
}

/** The filters a search narrows by, without the text: each can be dropped on its own. */
export type FinderFilterName =
  | 'subject'
  | 'region'
  | 'maxFees'
  | 'ielts'
  | 'start'
  | 'open'
  | 'meetsGrades';

/**
 * The finder's search: free text (debounced), subject, the choice of issue 17
 * (sort, region, fees, IELTS, start, open deadlines, meets my grades) and
 * page. A new search starts at page 1.
 */
export function useFinderFilters({ search, onSearchChange }: FinderFiltersOptions = {}) {
  const { programmeSearchDebounce } = useDelays();
  const [state, setState] = useState<FinderSearch>(() => search ?? DEFAULT_FINDER_SEARCH);
  // Text set from outside is searched at once, not after the typing pause.
  const [givenQ, setGivenQ] = useState<string | null>(search ? search.q.trim() : null);
  const typed = useDebouncedValue(state.q.trim(), programmeSearchDebounce);
  const searched = givenQ !== null && state.q.trim() === givenQ ? givenQ : typed;
  const settled: FinderSearch = { ...state, q: searched };
  const settledKey = finderSearchKey(settled);

  // A search given from outside that is not the one on screen replaces it.
  const givenKey = search ? finderSearchKey(search) : null;
  const [seenKey, setSeenKey] = useState(givenKey);
  if (search && givenKey !== seenKey) {
    setSeenKey(givenKey);
    if (givenKey !== settledKey) {
      setState(search);
      setGivenQ(search.q.trim());
    }
  }

  const reported = useRef(settledKey);
  const onChange = useRef(onSearchChange);
  onChange.current = onSearchChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for `settled`.
  useEffect(() => {
    if (reported.current === settledKey) return;
    reported.current = settledKey;
    // The search given from outside is the parent's already.
    if (settledKey !== givenKey) onChange.current?.(settled);
  }, [settledKey]);

  const [paging, setPaging] = useState({ key: settledKey, page: 1 });
  if (paging.key !== settledKey) setPaging({ key: settledKey, page: 1 });
  const page = paging.key === settledKey ? paging.page : 1;

  const set = <K extends keyof FinderSearch>(name: K, value: FinderSearch[K]) =>
    setState((current) => ({ ...current, [name]: value }));
  const searchRef = useRef<HTMLInputElement>(null);

  return {
    ...state,
    /** The settled search, as the server is asked for it. */
    settled,
    set,
    query: state.q,
    setQuery: (q: string) => set('q', q),
    setSubject: (subject: string) => set('subject', subject),
    /** The text the server searches: the query once typing has paused. */
    searched,
    /** True when the search or a filter narrows the list beyond the defaults. */
    filtered:
      state.q.trim() !== '' ||
      finderSearchKey({ ...state, q: '', sort: DEFAULT_FINDER_SEARCH.sort }) !== '',
    /** Which filters narrow the list now, so an empty result can offer to drop one. */
    activeFilters: (Object.keys(DROPPED) as FinderFilterName[]).filter(
      (name) => settled[name] !== DROPPED[name],
    ),
    /** The filter back at its default. */
    dropFilter: (name: FinderFilterName) => set(name, DROPPED[name] as never),
    /** The search input, where focus goes when Clear Filters (which then disappears) is pressed. */
    searchRef,
    clearFilters: () => {
      setState((current) => ({ ...DEFAULT_FINDER_SEARCH, sort: current.sort }));
      searchRef.current?.focus();
    },
    page,
    goToPage: (next: number) => setPaging({ key: settledKey, page: next }),
  };
}

/** What dropping a filter sets it to ('open' is on by default: dropping it shows passed deadlines too). */
export const DROPPED: Record<FinderFilterName, FinderSearch[FinderFilterName]> = {
  subject: DEFAULT_FINDER_SEARCH.subject,
  region: DEFAULT_FINDER_SEARCH.region,
  maxFees: undefined,
  ielts: undefined,
  start: DEFAULT_FINDER_SEARCH.start,
  open: false,
  meetsGrades: false,
};

export type FinderFilters = ReturnType<typeof useFinderFilters>;
