import { useLingui } from '@lingui/react';
import {
  choosingCatalog,
  formatStartTerm,
  type MatchProfile,
  PROGRAMME_SORT_LABELS,
  PROGRAMME_SORTS,
  type ProgrammePage,
  regionName,
} from '@puente/core';
import { Checkbox, Select } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import * as styles from './finder-choices.css';
import { catalog } from './locales';
import type { FinderFilters } from './use-finder-filters';

export interface FinderChoicesProps {
  filters: FinderFilters;
  /** The region and start options with their counts, from the server's answer. */
  options: Pick<ProgrammePage, 'regions' | 'starts'> | undefined;
  /** 'Meets my grades' shows only with a profile to meet. */
  profile: MatchProfile | null;
}

const ANY = 'any';
const FEE_STEPS = [15_000, 17_500, 20_000, 22_500, 25_000, 27_500, 30_000];
const IELTS_BANDS = [4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8];

const withCount = (label: string, count: number) => `${label} (${count})`;

/**
 * "Any", then each value the catalogue holds with its count, and the chosen
 * one's value. A preset value the catalogue does not hold still shows as chosen.
 */
function countedChoice(
  any: string,
  counts: { value: string; count: number }[],
  chosen: string,
  label: (value: string) => string,
) {
  return {
    options: [
      { value: ANY, label: any },
      ...counts.map(({ value, count }) => ({ value, label: withCount(label(value), count) })),
      ...(chosen && !counts.some(({ value }) => value === chosen)
        ? [{ value: chosen, label: label(chosen) }]
        : []),
    ],
    value: chosen || ANY,
  };
}

const chosenText = (value: string) => (value === ANY ? '' : value);

/** A number's options, "any" first, and the chosen one's value. */
function numberChoice(
  any: string,
  numbers: readonly number[],
  chosen: number | undefined,
  key: (value: number) => string,
  label: (value: number) => string,
) {
  return {
    options: [
      { value: ANY, label: any },
      ...numbers.map((n) => ({ value: key(n), label: label(n) })),
    ],
    value: chosen === undefined ? ANY : key(chosen),
  };
}

const chosenNumber = (value: string) => (value === ANY || value === '' ? undefined : Number(value));
const bandKey = (band: number) => band.toFixed(1);

/**
 * What students choose by, beside search and subject: the order, region,
 * highest fees, their IELTS band, start term, open deadlines and 'meets my
 * grades'. A chunk of its own: the finder's first render does without it.
 */
export function FinderChoices({ filters, options, profile }: FinderChoicesProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, choosingCatalog);
  const { set } = filters;
  const regionLabel = (region: string) => regionName(region, (id) => i18n._(id));
  const startName = (start: string) => formatStartTerm(start, format.locale);
  const fees = [
    ...new Set([...FEE_STEPS, ...(filters.maxFees === undefined ? [] : [filters.maxFees])]),
  ].sort((a, b) => a - b);
  const regions = (options?.regions ?? []).map(({ region, count }) => ({ value: region, count }));
  const starts = (options?.starts ?? []).map(({ start, count }) => ({ value: start, count }));
  return (
    <div className={styles.choices}>
      <Select
        label={i18n._('Sort by')}
        options={PROGRAMME_SORTS.map((sort) => ({
          value: sort,
          label: i18n._(PROGRAMME_SORT_LABELS[sort]),
        }))}
        value={filters.sort}
        onValueChange={(sort) =>
          set('sort', PROGRAMME_SORTS.find((known) => known === sort) ?? 'match')
        }
        part="sort"
      />
      <Select
        label={i18n._('Region')}
        {...countedChoice(i18n._('All regions'), regions, filters.region, regionLabel)}
        onValueChange={(region) => set('region', chosenText(region))}
        part="region"
      />
      <Select
        label={i18n._('Maximum fees')}
        {...numberChoice(i18n._('Any fees'), fees, filters.maxFees, String, (fee) =>
          i18n._('Up to {amount}', { amount: format.gbp(fee) }),
        )}
        onValueChange={(fee) => set('maxFees', chosenNumber(fee))}
        part="max-fees"
      />
      <Select
        label={i18n._('My IELTS score')}
        {...numberChoice(
          i18n._('Any IELTS'),
          IELTS_BANDS,
          filters.ielts,
          bandKey,
          (band) => `IELTS ${bandKey(band)}`,
        )}
        onValueChange={(band) => set('ielts', chosenNumber(band))}
        part="ielts"
      />
      <Select
        label={i18n._('Start')}
        {...countedChoice(i18n._('Any start'), starts, filters.start, startName)}
        onValueChange={(start) => set('start', chosenText(start))}
        part="start"
      />
      <div className={styles.checks}>
        <Checkbox
          label={i18n._('Deadline not yet passed')}
          checked={filters.open}
          onCheckedChange={(open) => set('open', open)}
        />
        {profile ? (
          <Checkbox
            label={i18n._('Meets my grades (Target or Safety)')}
            checked={filters.meetsGrades}
            onCheckedChange={(meetsGrades) => set('meetsGrades', meetsGrades)}
          />
        ) : null}
      </div>
    </div>
  );
}
