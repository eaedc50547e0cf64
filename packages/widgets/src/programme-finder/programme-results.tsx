import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  type FoundationProgramme,
  formatGbp,
  formatStartTerm,
  HAND_OFF_PICKS_MAX,
  localeOf,
  matchProgramme,
  regionName,
} from '@puente/core';
import { Button, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useClock, useToast } from '@puente/ui/providers';
import { ArrowRight, ChevronLeft, ChevronRight, Columns3 } from 'lucide-react';
import {
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  ADJUST_FILTERS,
  type FinderOptions,
  type FinderResultsProps,
  NO_PROGRAMMES,
} from './finder-shared';
import { HandOffButton } from './hand-off-button';
import { catalog } from './locales';
import { PICK_REMOVED, PICK_SAVED, PICKS_FULL, PICKS_WAITING } from './pick-messages';
import { ProgrammeCard } from './programme-card';
import * as styles from './programme-finder.css';
import { SavedSelectionToggle, SelectionToggle } from './selection-toggle';
import type { FinderFilterName, FinderFilters } from './use-finder-filters';
import { useDroppedFilterTotals, useProgrammePage } from './use-programme-page';

const ProgrammeCompare = lazy(() =>
  import('./programme-compare').then(({ ProgrammeCompare }) => ({ default: ProgrammeCompare })),
);

/** How many programmes can be compared side by side. */
export const COMPARE_LIMIT = 3;

export interface ProgrammeResultsProps extends FinderResultsProps {
  filters: FinderFilters;
  pageSize: number;
  cardHeadingLevel: 2 | 3;
  /** The catalogue's subjects, regions and start terms, for the filters. */
  onOptions: (options: FinderOptions) => void;
  /** The catalogue could not be loaded (the element tells the page, beside the toast). */
  onLoadError?: ((error: unknown) => void) | undefined;
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
  handOff,
  picked,
  onProgrammeSelected,
  onProgrammeDeselected,
  onOptions,
  onLoadError,
  loading,
}: ProgrammeResultsProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  // On the site the server knows the signed-in student; on a school's site only the element does.
  const finder = useProgrammePage(filters, {
    pageSize,
    localProfile: mode === 'browse' ? profile : null,
  });
  const loadFailed = useRef(onLoadError);
  loadFailed.current = onLoadError;
  useEffect(() => {
    if (finder.error) loadFailed.current?.(finder.error);
  }, [finder.error]);
  const { toast } = useToast();
  const now = useClock()();
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const [ownPicks, setOwnPicks] = useState<readonly FoundationProgramme[]>([]);
  const picks = picked ?? ownPicks;
  const [compared, setCompared] = useState<readonly FoundationProgramme[]>([]);
  const [comparing, setComparing] = useState(false);

  // A page of cards is rendered in the background, in slices, so a phone
  // stays responsive while twenty of them (or the next page) are drawn.
  const data = useDeferredValue(finder.data);
  const loadingFirstPage =
    profileLoading || finder.loading || (finder.data !== undefined && data === undefined);
  const programmes = data?.items ?? [];
  // With the programmes, so the pesos draw with the cards' first paint (null on an older answer too).
  const exchangeRate = data?.exchangeRate ?? null;
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

  const isPicked = (programme: FoundationProgramme) => picks.some(({ id }) => id === programme.id);
  // Kept on the page, not in an account: the toasts say so.
  const togglePicked = (programme: FoundationProgramme) => {
    if (isPicked(programme)) {
      setOwnPicks(picks.filter(({ id }) => id !== programme.id));
      toast(PICK_REMOVED);
      onProgrammeDeselected?.(programme);
    } else if (picks.length >= HAND_OFF_PICKS_MAX) {
      toast({ title: i18n._(PICKS_FULL, { max: HAND_OFF_PICKS_MAX }) });
    } else {
      setOwnPicks([...picks, programme]);
      toast(PICK_SAVED);
      onProgrammeSelected?.(programme);
    }
  };

  const onApplyClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onApply || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onApply();
  };

  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  const subjects = finder.data?.subjects;
  const regions = finder.data?.regions;
  const starts = finder.data?.starts;
  useEffect(() => {
    if (subjects) onOptions({ subjects, regions: regions ?? [], starts: starts ?? [] });
  }, [subjects, regions, starts, onOptions]);

  const empty = data !== undefined && data.total === 0;
  const droppable = useDroppedFilterTotals(filters, empty);

  const isCompared = (programme: FoundationProgramme) =>
    compared.some(({ id }) => id === programme.id);
  const toggleCompared = (programme: FoundationProgramme) =>
    setCompared((current) =>
      current.some(({ id }) => id === programme.id)
        ? current.filter(({ id }) => id !== programme.id)
        : [...current, programme].slice(0, COMPARE_LIMIT),
    );
  const removeCompared = (programme: FoundationProgramme) => {
    const rest = compared.filter(({ id }) => id !== programme.id);
    setCompared(rest);
    if (rest.length === 0) setComparing(false);
  };

  return (
    <>
      {loadingFirstPage ? (
        loading
      ) : finder.error && !data ? (
        <div className={styles.state} role="alert">
          <Text as="h3" size="lg" weight="bold">
            {i18n._('Failed to load foundation programs')}
          </Text>
          <Button variant="outline" onClick={finder.retry}>
            {i18n._('Try again')}
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <div className={styles.state}>
          <Text as="h3" size="lg" weight="bold">
            {i18n._(NO_PROGRAMMES)}
          </Text>
          {droppable.length > 0 ? (
            <Stack as="ul" gap="2" aria-label={i18n._('Filters that hide programs')}>
              {droppable.map(({ name, total }) => (
                <li key={name} className={styles.dropItem}>
                  <span>
                    {i18n._(
                      '{filter} leaves no program; without it: {total} {total, plural, one {program} other {programs}}.',
                      { filter: filterLabel(name, filters, i18n), total },
                    )}
                  </span>
                  <Button variant="outline" size="sm" onClick={() => filters.dropFilter(name)}>
                    {dropLabel(name, filters, i18n)}
                  </Button>
                </li>
              ))}
            </Stack>
          ) : null}
          {filters.filtered ? (
            <>
              <Text tone="muted">{i18n._(ADJUST_FILTERS)}</Text>
              <Button variant="outline" onClick={filters.clearFilters} part="clear-filters">
                {i18n._('Clear Filters')}
              </Button>
            </>
          ) : null}
        </div>
      ) : data ? (
        <>
          <p ref={resultsRef} tabIndex={-1} className={styles.results} role="status">
            {i18n._(
              'Showing {first}–{last} of {total} {total, plural, one {program} other {programs}}',
              { first, last, total: data.total },
            )}
          </p>
          <ul
            className={styles.list}
            aria-busy={finder.updating || data !== finder.data || undefined}
            aria-label={i18n._('Foundation programs')}
          >
            {data.items.map((programme) => (
              <li key={programme.id} className={styles.item}>
                <ProgrammeCard
                  programme={programme}
                  match={matches.get(programme.id) ?? matchProgramme(profile, programme)}
                  headingLevel={cardHeadingLevel}
                  now={now}
                  exchangeRate={exchangeRate}
                  actions={(programmeTitleId) => (
                    <>
                      <Button
                        variant="outline"
                        aria-pressed={isCompared(programme)}
                        disabled={!isCompared(programme) && compared.length >= COMPARE_LIMIT}
                        onClick={() => toggleCompared(programme)}
                        aria-describedby={programmeTitleId}
                        part="compare-button"
                      >
                        <Columns3 size={16} aria-hidden />

                        {i18n._('Compare')}
                      </Button>
                      {mode === 'student' ? (
                        <SavedSelectionToggle
                          programId={programme.id}
                          describedBy={programmeTitleId}
                        />
                      ) : (
                        <SelectionToggle
                          selected={isPicked(programme)}
                          savedHere
                          onToggle={() => togglePicked(programme)}
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
            <nav className={styles.pager} aria-label={i18n._('Pages')} part="pager">
              <Button
                variant="outline"
                disabled={data.page <= 1}
                onClick={() => goToPage(data.page - 1)}
              >
                <ChevronLeft size={16} aria-hidden />

                {i18n._('Previous')}
              </Button>
              <Text as="span" size="sm" tone="muted">
                {i18n._('Page {page} of {pageCount}', {
                  page: data.page,
                  pageCount: data.pageCount,
                })}
              </Text>
              <Button
                variant="outline"
                disabled={data.page >= data.pageCount}
                onClick={() => goToPage(data.page + 1)}
              >
                {i18n._('Next')}
                <ChevronRight size={16} aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      {compared.length > 0 ? (
        <section className={styles.compareBar} aria-label={i18n._('Comparison')} part="compare-bar">
          <p className={styles.compareText}>
            {i18n._('{count} of {limit} programs chosen to compare', {
              count: compared.length,
              limit: COMPARE_LIMIT,
            })}
          </p>
          <Button onClick={() => setComparing(true)} part="compare-open">
            {i18n._('Compare side by side')}
          </Button>
          <Button variant="ghost" onClick={() => setCompared([])}>
            {i18n._('Clear comparison')}
          </Button>
        </section>
      ) : null}
      {comparing ? (
        <Suspense fallback={null}>
          <ProgrammeCompare
            programmes={compared}
            profile={profile}
            exchangeRate={exchangeRate}
            open={comparing && compared.length > 0}
            onOpenChange={setComparing}
            onRemove={removeCompared}
          />
        </Suspense>
      ) : null}

      {/* Not while the first page loads: it would jump down when the programmes arrive. */}
      {loadingFirstPage ? null : (
        <footer className={styles.footer}>
          {mode === 'browse' && picks.length > 0 ? (
            <p className={styles.picksWaiting} part="picks-note">
              {i18n._(PICKS_WAITING, { count: picks.length })}
            </p>
          ) : null}
          {mode === 'browse' && handOff && (picks.length > 0 || handOff.siteKey) ? (
            <HandOffButton target={handOff} picks={picks} />
          ) : (
            <Button asChild size="lg">
              <a
                href={applyUrl}
                onClick={onApplyClick}
                {...(onApply ? {} : { target: '_blank', rel: 'noopener' })}
                part="apply-link"
              >
                {i18n._('Get Started Applying')}
                <ArrowRight size={18} aria-hidden />
              </a>
            </Button>
          )}
        </footer>
      )}
    </>
  );
}

/** What an active filter is, in the empty state's words. */
function filterLabel(name: FinderFilterName, filters: FinderFilters, i18n: I18n): string {
  const { settled } = filters;
  switch (name) {
    case 'subject':
      return i18n._('Subject {subject}', { subject: i18n._(settled.subject) });
    case 'region':
      return i18n._('Region {region}', {
        region: regionName(settled.region, (id) => i18n._(id)),
      });
    case 'maxFees':
      return i18n._('Fees up to {amount}', {
        amount: formatGbp(settled.maxFees ?? 0, localeOf(i18n.locale)),
      });
    case 'ielts':
      return i18n._('IELTS {band}', { band: settled.ielts?.toFixed(1) ?? '' });
    case 'start':
      return i18n._('Start {start}', {
        start: formatStartTerm(settled.start, localeOf(i18n.locale)),
      });
    case 'open':
      return i18n._('Deadline not yet passed');
    default:
      return i18n._('Meets my grades');
  }
}

function dropLabel(name: FinderFilterName, filters: FinderFilters, i18n: I18n): string {
  if (name === 'open') return i18n._('Show passed deadlines too');
  return i18n._('Remove “{filter}”', { filter: filterLabel(name, filters, i18n) });
}
