import { useLingui } from '@lingui/react';
import {
  DEFAULT_SUGGESTION_FILTERS,
  SUGGESTION_REGION_OPTIONS,
  SUGGESTION_SPECIALIZATION_OPTIONS,
  type SuggestionFilters,
} from '@puente/core';
import { Button, PageHeader, Select, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useSelectedProgrammes } from '@puente/widgets/data';
import { ADJUST_FILTERS, NO_PROGRAMMES } from '@puente/widgets/programme-finder';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container, measure, ruledFooter } from '../../styles/layout.css';
import { catalog } from './locales';
import { SuggestionCard } from './suggestion-card';
import * as styles from './university-suggestions-screen.css';
import { useSuggestedProgrammes } from './use-suggested-programmes';

export const SUGGESTIONS_TITLE = /*i18n*/ 'Suggested Computer Science Degrees';

/** SPEC §5/§8: Find my Pathways without a selection. */
export const NO_PROGRAMMES_SELECTED = {
  title: /*i18n*/ 'No programs selected',
  description: /*i18n*/ 'Please select at least one program to continue',
} as const;

/**
 * /university-suggestions (SPEC §2): the catalogue's Computer Science
 * programmes with their match, local region and specialization filters,
 * Campus Life, the selection toggle (saved), Back to Profile and Find my
 * Pathways (which needs a selection).
 */
export function UniversitySuggestionsScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const title = i18n._(SUGGESTIONS_TITLE);
  usePageTitle(title);
  const [filters, setFilters] = useState<SuggestionFilters>(DEFAULT_SUGGESTION_FILTERS);
  const { suggestions, total, loading, failed, retry } = useSuggestedProgrammes(filters);
  const selections = useSelectedProgrammes();
  const hasSelection = (selections.data?.length ?? 0) > 0;
  const { toast } = useToast();
  const navigate = useNavigate();
  const filtered =
    filters.region !== DEFAULT_SUGGESTION_FILTERS.region ||
    filters.specialization !== DEFAULT_SUGGESTION_FILTERS.specialization;

  // A filter's options in the student's language; clearing it goes back to its default.
  const filterSelect = <Name extends keyof SuggestionFilters>(
    name: Name,
    options: readonly { value: SuggestionFilters[Name]; label: string }[],
  ) => ({
    options: options.map(({ value, label }) => ({ value, label: i18n._(label) })),
    value: filters[name],
    onValueChange: (value: string) =>
      setFilters({
        ...filters,
        [name]: (value || DEFAULT_SUGGESTION_FILTERS[name]) as SuggestionFilters[Name],
      }),
  });

  const findPathways = () => {
    if (!hasSelection) {
      toast(NO_PROGRAMMES_SELECTED);
      return;
    }
    navigate(paths.foundationPrograms.getHref());
  };

  return (
    <div className={container}>
      <Stack as="section" gap="6" aria-labelledby="suggestions-title">
        <PageHeader
          leadSize="body"
          id="suggestions-title"
          className={measure[48]}
          title={title}
          lead={i18n._(
            'Computer Science foundation programs at UK universities, best match first. Select the ones you like, then find the pathways that lead to them.',
          )}
        />

        <search className={styles.filters} aria-label={i18n._('Filter suggestions')}>
          <Select label={i18n._('Region')} {...filterSelect('region', SUGGESTION_REGION_OPTIONS)} />
          <Select
            label={i18n._('Specialization')}
            {...filterSelect('specialization', SUGGESTION_SPECIALIZATION_OPTIONS)}
          />
        </search>

        {loading ? (
          <Stack gap="3" align="center" className={styles.state}>
            <Spinner label={i18n._('Loading suggestions')} />
          </Stack>
        ) : failed ? (
          <Stack gap="3" align="center" className={styles.state} role="alert">
            <Text size="lg" weight="bold">
              {i18n._('Failed to load foundation programs')}
            </Text>
            <Button variant="outline" onClick={retry}>
              {i18n._('Try again')}
            </Button>
          </Stack>
        ) : suggestions.length === 0 ? (
          <Stack gap="3" align="center" className={styles.state}>
            <Text size="lg" weight="bold">
              {NO_PROGRAMMES}
            </Text>
            {filtered ? (
              <>
                <Text tone="muted">{ADJUST_FILTERS}</Text>
                <Button variant="outline" onClick={() => setFilters(DEFAULT_SUGGESTION_FILTERS)}>
                  {i18n._('Clear Filters')}
                </Button>
              </>
            ) : null}
          </Stack>
        ) : (
          <>
            <Text size="sm" tone="muted" role="status">
              {suggestions.length === total
                ? i18n._('{total, plural, one {# program} other {# programs}}', { total })
                : i18n._('{count} of {total, plural, one {# program} other {# programs}}', {
                    count: suggestions.length,
                    total,
                  })}
            </Text>
            <ul className={styles.list} aria-label={i18n._('Suggested programs')}>
              {suggestions.map((suggestion) => (
                <li key={suggestion.programme.id} className={styles.item}>
                  <SuggestionCard suggestion={suggestion} />
                </li>
              ))}
            </ul>
          </>
        )}

        <Stack
          as="footer"
          direction="row"
          wrap
          justify="space-between"
          gap="3"
          className={ruledFooter}
        >
          <ButtonLink to={paths.studentInfo.getHref()} variant="outline" size="lg">
            <ArrowLeft size={18} aria-hidden />

            {i18n._('Back to Profile')}
          </ButtonLink>
          <Button size="lg" aria-disabled={!hasSelection} onClick={findPathways}>
            {i18n._('Find my Pathways')}
            <ArrowRight size={18} aria-hidden />
          </Button>
        </Stack>
      </Stack>
    </div>
  );
}
