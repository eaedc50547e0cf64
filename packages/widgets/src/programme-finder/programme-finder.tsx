import {
  ALL_SUBJECTS,
  type FoundationProgram,
  type MatchProfile,
  matchProgramme,
  PROGRAMME_PAGE_SIZE_DEFAULT,
} from '@puente/core';
import { ArrowRight, ChevronLeft, ChevronRight, Info, Search } from 'lucide-react';
import { type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import { useToast } from '../providers';
import { PROGRAM_REMOVED, PROGRAM_SELECTED } from '../selected-programmes/use-selected-programmes';
import { Button, Select, Spinner, TextField } from '../ui';
import { ProgrammeCard } from './programme-card';
import * as styles from './programme-finder.css';
import { SavedSelectionToggle, SelectionToggle } from './selection-toggle';
import { useProgrammeFinder } from './use-programme-finder';

/**
 * 'student': the signed-in student's finder on the site; Add to My Selections
 * is saved to their account. 'browse': the finder on a school's site, without
 * an account; choosing a programme is reported to `onProgrammeSelected`.
 */
export type ProgrammeFinderMode = 'student' | 'browse';

export interface ProgrammeFinderProps {
  mode: ProgrammeFinderMode;
  /** The profile the match is computed from; without one every match is the default 80%. */
  profile?: MatchProfile | null | undefined;
  /** Programmes on one page. */
  pageSize?: number | undefined;
  /** Where Get Started Applying goes. */
  applyUrl: string;
  /** Takes over Get Started Applying (the site navigates without reloading). */
  onApply?: (() => void) | undefined;
  /** A programme was added to the selection ('browse' mode). */
  onProgrammeSelected?: ((programme: FoundationProgram) => void) | undefined;
  /** 1 when the finder is the page, 2 (default) when it is a part of one. */
  headingLevel?: 1 | 2 | undefined;
}

export const FINDER_TITLE = 'Foundation Year Pathways';
export const NO_PROGRAMMES = 'No Foundation Programs Found';
export const ADJUST_FILTERS = 'Try adjusting your search criteria or filters.';

/**
 * SPEC §2's Foundation Year Pathways: search, subject filter, a card per
 * programme with its match, paged by the server so 1,000+ programmes stay
 * smooth, the empty state with Clear Filters, and Get Started Applying.
 */
export function ProgrammeFinder({
  mode,
  profile = null,
  pageSize = PROGRAMME_PAGE_SIZE_DEFAULT,
  applyUrl,
  onApply,
  onProgrammeSelected,
  headingLevel = 2,
}: ProgrammeFinderProps) {
  const finder = useProgrammeFinder({ pageSize });
  const { toast } = useToast();
  const titleId = useId();
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());

  const programmes = finder.data?.items ?? [];
  const matches = useMemo(
    () =>
      new Map(programmes.map((programme) => [programme.id, matchProgramme(profile, programme)])),
    [programmes, profile],
  );

  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const cardHeading = headingLevel === 1 ? 2 : 3;

  const goToPage = (page: number) => {
    finder.goToPage(page);
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

  const data = finder.data;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <section className={styles.finder} aria-labelledby={titleId} part="finder">
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {FINDER_TITLE}
        </Title>
        <p className={styles.lead}>
          Foundation years at UK universities that lead to the bachelor's degree you want. Each
          program shows how well it matches your grades.
        </p>
      </header>

      <search aria-label="Filter programs" className={styles.filters}>
        <div className={styles.searchField}>
          <Search size={16} aria-hidden className={styles.searchIcon} />
          <TextField
            label="Search programs"
            type="search"
            placeholder="Program, university or region"
            value={finder.query}
            onChange={(event) => finder.setQuery(event.target.value)}
            className={styles.searchInput}
            part="search"
          />
        </div>
        <Select
          label="Subject"
          options={finder.subjects.map((subject) => ({ value: subject, label: subject }))}
          value={finder.subject}
          onValueChange={(subject) => finder.setSubject(subject || ALL_SUBJECTS)}
          className={styles.subject}
          part="subject"
        />
      </search>

      {finder.loading ? (
        <div className={styles.state}>
          <Spinner label="Loading programs" />
        </div>
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
          {finder.filtered ? (
            <>
              <p className={styles.stateText}>{ADJUST_FILTERS}</p>
              <Button variant="outline" onClick={finder.clearFilters} part="clear-filters">
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
            aria-busy={finder.updating || undefined}
            aria-label="Foundation programs"
          >
            {data.items.map((programme) => (
              <li key={programme.id} className={styles.item}>
                <ProgrammeCard
                  programme={programme}
                  match={matches.get(programme.id) ?? matchProgramme(profile, programme)}
                  headingLevel={cardHeading}
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
      {finder.loading ? null : (
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
    </section>
  );
}
