import { useLingui } from '@lingui/react';
import { ALL_SUBJECTS, choosingCatalog, PROGRAMME_PAGE_SIZE_DEFAULT } from '@puente/core';
import { Select, Spinner, TextField } from '@puente/ui';
import { PENDING_ATTRIBUTE } from '@puente/ui/elements/pending';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { WithQueryClient } from '@puente/ui/providers';
import { Search } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { FinderSearch } from './finder-search';
import { FINDER_TITLE, type FinderOptions, type FinderResultsProps } from './finder-shared';
import { catalog } from './locales';
import { preloadProgrammeResults } from './preload-results';
import * as styles from './programme-finder.css';
import { useFinderFilters } from './use-finder-filters';

export interface ProgrammeFinderProps extends FinderResultsProps {
  /** A word about the results, between the filters and the results (the site's profile reminder). */
  notice?: ReactNode;
  /** Programmes on one page. */
  pageSize?: number | undefined;
  /** The catalogue could not be loaded (after SPEC §8's error toast). */
  onLoadError?: ((error: unknown) => void) | undefined;
  /** 1 when the finder is the page, 2 (default) when it is a part of one. */
  headingLevel?: 1 | 2 | undefined;
  /**
   * The search to show (a shared link, the element's attributes); when it
   * changes from outside, e.g. back and forward, the finder follows it.
   */
  search?: FinderSearch | undefined;
  /** The search settled on a new value (the site keeps it in the URL). */
  onSearchChange?: ((search: FinderSearch) => void) | undefined;
}

const FinderChoices = lazy(() =>
  import('./finder-choices').then(({ FinderChoices }) => ({ default: FinderChoices })),
);

const ProgrammeResults = lazy(() =>
  preloadProgrammeResults().then(({ ProgrammeResults }) => ({ default: ProgrammeResults })),
);

/** What the finder shows until its first page is in: the results' code and data arrive together. */
function LoadingProgrammes() {
  const { i18n } = useLingui();
  return (
    <div className={styles.state} {...{ [PENDING_ATTRIBUTE]: '' }}>
      <Spinner label={i18n._('Loading programs')} />
    </div>
  );
}

/**
 * SPEC §2's Foundation Year Pathways: search, subject filter, a card per
 * programme with its match, paged by the server so 1,000+ programmes stay
 * smooth, the empty state with Clear Filters, and Get Started Applying.
 * The heading and filters are its first render; the results (cards, match,
 * the query cache) load beside the first page.
 */
export function ProgrammeFinder({
  headingLevel = 2,
  pageSize = PROGRAMME_PAGE_SIZE_DEFAULT,
  notice,
  search,
  onSearchChange,
  ...results
}: ProgrammeFinderProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, choosingCatalog);
  const filters = useFinderFilters({ search, onSearchChange });
  const titleId = useId();
  const [options, setOptions] = useState<FinderOptions>();
  const subjects = options?.subjects ?? [];
  const Title = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={styles.finder} aria-labelledby={titleId} part="finder">
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {i18n._(FINDER_TITLE)}
        </Title>
        <p className={styles.lead}>
          {i18n._(
            "Foundation years at UK universities that lead to the bachelor's degree you want. Each program shows how well it matches your grades.",
          )}
        </p>
      </header>

      <search aria-label={i18n._('Filter programs')} className={styles.filters}>
        <div className={styles.searchField}>
          <Search size={16} aria-hidden className={styles.searchIcon} />
          <TextField
            ref={filters.searchRef}
            label={i18n._('Search programs')}
            type="search"
            placeholder={i18n._('Program, university or region')}
            value={filters.query}
            onChange={(event) => filters.setQuery(event.target.value)}
            className={styles.searchInput}
            part="search"
          />
        </div>
        <Select
          label={i18n._('Subject')}
          options={[
            ALL_SUBJECTS,
            ...subjects,
            // A preset subject the catalogue does not hold still shows as chosen.
            ...(filters.subject === ALL_SUBJECTS || subjects.includes(filters.subject)
              ? []
              : [filters.subject]),
          ].map((subject) => ({
            value: subject,
            label: i18n._(subject),
          }))}
          value={filters.subject}
          onValueChange={(subject) => filters.setSubject(subject || ALL_SUBJECTS)}
          className={styles.subject}
          part="subject"
        />
        <Suspense
          fallback={
            // The five controls' places.
            <div className={styles.choicesPlaceholder}>
              <i />
              <i />
              <i />
              <i />
              <i />
            </div>
          }
        >
          <FinderChoices filters={filters} options={options} profile={results.profile ?? null} />
        </Suspense>
      </search>

      {notice}

      <WithQueryClient fallback={<LoadingProgrammes />}>
        <ProgrammeResults
          {...results}
          filters={filters}
          pageSize={pageSize}
          cardHeadingLevel={headingLevel === 1 ? 2 : 3}
          onOptions={setOptions}
          loading={<LoadingProgrammes />}
        />
      </WithQueryClient>
    </section>
  );
}
