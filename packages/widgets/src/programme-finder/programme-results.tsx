import { type FoundationProgram, type MatchProfile, matchProgramme } from '@puente/core';
import { ArrowRight, ChevronLeft, ChevronRight, Info } from 'lucide-react';
import {
  type MouseEvent,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useToast } from '../providers';
import { PROGRAM_REMOVED, PROGRAM_SELECTED } from '../selected-programmes/use-selected-programmes';
import { Button } from '../ui';
import { ProgrammeCard } from './programme-card';
import { ADJUST_FILTERS, NO_PROGRAMMES, type ProgrammeFinderMode } from './programme-finder';
import * as styles from './programme-finder.css';
import { SavedSelectionToggle, SelectionToggle } from './selection-toggle';
import type { FinderFilters } from './use-finder-filters';
import { useProgrammePage } from './use-programme-page';

export interface ProgrammeResultsProps {
  mode: ProgrammeFinderMode;
  filters: FinderFilters;
  profile?: MatchProfile | null | undefined;
  profileLoading?: boolean | undefined;
  pageSize: number;
  cardHeadingLevel: 2 | 3;
  applyUrl: string;
  onApply?: (() => void) | undefined;
  onProgrammeSelected?: ((programme: FoundationProgram) => void) | undefined;
  /** The catalogue's subjects, for the subject filter. */
  onSubjects: (subjects: readonly string[]) => void;
  /** What shows while the first page loads. */
  loading: ReactNode;
}

/**
 * The finder's results for its filters: the page of programme cards with
 * their match, the empty and failed states, the pager and Get Started Applying.
 */
export function ProgrammeResults({
  mode,
  filters,
  profile = null,
  profileLoading = false,
  pageSize,
  cardHeadingLevel,
  applyUrl,
  onApply,
  onProgrammeSelected,
  onSubjects,
  loading,
}: ProgrammeResultsProps) {
  const finder = useProgrammePage(filters, { pageSize });
  const { toast } = useToast();
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());

  // A page of cards is rendered in the background, in slices, so a phone
  // stays responsive while twenty of them (or the next page) are drawn.
  const data = useDeferredValue(finder.data);
  const loadingFirstPage =
    profileLoading || finder.loading || (finder.data !== undefined && data === undefined);
  const programmes = data?.items ?? [];
  const matches = useMemo(
    () =>
      new Map(programmes.map((programme) => [programme.id, matchProgramme(profile, programme)])),
    [programmes, profile],
  );

  const goToPage = (page: number) => {
    filters.goToPage(page);
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const showDetails = (programme: FoundationProgram) =>
    toast({
      title: `Requirements – ${programme.universityName}`,
      description: programme.requirements,
    });

  const toggleChosen = (programme: FoundationProgram) => {
    const next = new Set(chosen);
    if (next.delete(programme.id)) {
      toast(PROGRAM_REMOVED);
    } else {
      next.add(programme.id);
      toast(PROGRAM_SELECTED);
      onProgrammeSelected?.(programme);
    }
    setChosen(next);
  };

  const onApplyClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onApply || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onApply();
  };

  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  const subjects = finder.data?.subjects;
  useEffect(() => {
    if (subjects) onSubjects(subjects);
  }, [subjects, onSubjects]);

  return (
    <>
      {loadingFirstPage ? (
        loading
      ) : finder.error && !data ? (
        <div className={styles.state} role="alert">
          <h3 className={styles.stateTitle}>Failed to load foundation programs</h3>
          <Button variant="outline" onClick={finder.retry}>
            Try again
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <div className={styles.state}>
          <h3 className={styles.stateTitle}>{NO_PROGRAMMES}</h3>
          {filters.filtered ? (
            <>
              <p className={styles.stateText}>{ADJUST_FILTERS}</p>
              <Button variant="outline" onClick={filters.clearFilters} part="clear-filters">
                Clear Filters
              </Button>
            </>
          ) : null}
        </div>
      ) : data ? (
        <>
          <p ref={resultsRef} tabIndex={-1} className={styles.results} role="status">
            Showing {first}–{last} of {data.total} {data.total === 1 ? 'program' : 'programs'}
          </p>
          <ul
            className={styles.list}
            aria-busy={finder.updating || data !== finder.data || undefined}
            aria-label="Foundation programs"
          >
            {data.items.map((programme) => (
              <li key={programme.id} className={styles.item}>
                <ProgrammeCard
                  programme={programme}
                  match={matches.get(programme.id) ?? matchProgramme(profile, programme)}
                  headingLevel={cardHeadingLevel}
                  actions={(programmeTitleId) => (
                    <>
                      <Button
                        variant="outline"
                        onClick={() => showDetails(programme)}
                        aria-describedby={programmeTitleId}
                        part="details-button"
                      >
                        <Info size={16} aria-hidden />
                        Details
                      </Button>
                      {mode === 'student' ? (
                        <SavedSelectionToggle
                          programId={programme.id}
                          describedBy={programmeTitleId}
                        />
                      ) : (
                        <SelectionToggle
                          selected={chosen.has(programme.id)}
                          onToggle={() => toggleChosen(programme)}
                          describedBy={programmeTitleId}
                        />
                      )}
                    </>
                  )}
                />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <nav className={styles.pager} aria-label="Pages" part="pager">
              <Button
                variant="outline"
                disabled={data.page <= 1}
                onClick={() => goToPage(data.page - 1)}
              >
                <ChevronLeft size={16} aria-hidden />
                Previous
              </Button>
              <span className={styles.pageNumber}>
                Page {data.page} of {data.pageCount}
              </span>
              <Button
                variant="outline"
                disabled={data.page >= data.pageCount}
                onClick={() => goToPage(data.page + 1)}
              >
                Next
                <ChevronRight size={16} aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      {/* Not while the first page loads: it would jump down when the programmes arrive. */}
      {loadingFirstPage ? null : (
        <footer className={styles.footer}>
          <Button asChild size="lg">
            <a
              href={applyUrl}
              onClick={onApplyClick}
              {...(onApply ? {} : { target: '_blank', rel: 'noopener' })}
              part="apply-link"
            >
              Get Started Applying
              <ArrowRight size={18} aria-hidden />
            </a>
          </Button>
        </footer>
      )}
    </>
  );
}
