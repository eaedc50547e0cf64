import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  choosingCatalog,
  type ExchangeRate,
  type FoundationProgramme,
  type MatchProfile,
  matchProgramme,
  type ProgrammeFact,
  parseRequirements,
  programmeFacts,
  type Translate,
} from '@puente/core';
import {
  Button,
  type ComparisonRow,
  ComparisonTable,
  DeadlineBadge,
  Dialog,
  FirstYearCost,
  PesosEstimate,
  Text,
} from '@puente/ui';
import { useLocale } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useClock } from '@puente/ui/providers';
import type { ReactNode } from 'react';
import { catalog } from './locales';
import { MatchSummary } from './match-summary';
import { PathwayList } from './pathway-list';
import * as styles from './programme-compare.css';

export interface ProgrammeCompareProps {
  programmes: readonly FoundationProgramme[];
  profile: MatchProfile | null;
  /** The operator's rate, with the page: each tuition's MXN estimate; none without. */
  exchangeRate?: ExchangeRate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Takes one programme out of the comparison. */
  onRemove: (programme: FoundationProgramme) => void;
}

type Row = ComparisonRow<FoundationProgramme>;

/** A shared fact's text, then what the comparison adds to it. */
function followedBy(
  { label, value }: ProgrammeFact,
  more: (programme: FoundationProgramme) => ReactNode,
): Row {
  return {
    label,
    value: (programme) => (
      <>
        {value(programme)} {more(programme)}
      </>
    ),
  };
}

function grades(programme: FoundationProgramme, i18n: I18n): string {
  const { highSchool, math, science } = parseRequirements(programme.requirements);
  return [
    highSchool === null ? null : i18n._('High School {percent}%', { percent: highSchool }),
    math === null ? null : i18n._('Math {percent}%', { percent: math }),
    science === null ? null : i18n._('Science {percent}%', { percent: science }),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Up to three programmes side by side in a dialog: a table with a column per
 * programme (its name the column header) and a row per fact (each headed), so
 * a screen reader names both for every cell. On a phone the columns swipe,
 * one at a time.
 */
export function ProgrammeCompare({
  programmes,
  profile,
  exchangeRate = null,
  open,
  onOpenChange,
  onRemove,
}: ProgrammeCompareProps) {
  const { i18n } = useLingui();
  // The shared facts speak from core's catalog for choosing, which the finder has loaded.
  useCatalog(catalog, choosingCatalog);
  const now = useClock()();
  const locale = useLocale();
  const say: Translate = (id, values) => i18n._(id, values);
  const facts = programmeFacts(say, locale);
  const rows: Row[] = [
    facts.university,
    facts.region,
    { label: i18n._('Rank'), value: (programme) => programme.rank },
    followedBy(facts.tuition, (programme) => (
      <PesosEstimate gbp={programme.tuitionFees} rate={exchangeRate} perYear />
    )),
    {
      label: i18n._('First year, all costs (estimate)'),
      value: (programme) => <FirstYearCost programme={programme} rate={exchangeRate} />,
    },
    followedBy(facts.deadline, (programme) => (
      <DeadlineBadge deadline={programme.applicationDeadline} now={now} />
    )),
    facts.starts,
    facts.english,
    { label: i18n._('Grades'), value: (programme) => grades(programme, i18n) },
    {
      label: i18n._('Your match'),
      value: (programme) => <MatchSummary match={matchProgramme(profile, programme)} />,
    },
    {
      label: i18n._('Bachelor pathways'),
      value: (programme) => <PathwayList pathways={programme.pathways} className={styles.list} />,
    },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content size="lg" closeLabel={i18n._('Close comparison')}>
        <div className={styles.compare}>
          <Dialog.Title>{i18n._('Compare programs')}</Dialog.Title>
          {programmes.length < 2 ? (
            <Dialog.Description>
              {i18n._('Choose another program to compare it side by side (up to three).')}
            </Dialog.Description>
          ) : null}
          <ComparisonTable
            items={programmes}
            caption={i18n._('{count, plural, one {# program} other {# programs}} side by side', {
              count: programmes.length,
            })}
            corner={i18n._('Program')}
            heading={(programme) => <span lang="en">{programme.programName}</span>}
            rows={[
              ...rows,
              {
                label: (
                  <Text as="span" size="sm" tone="muted">
                    {i18n._('Change')}
                  </Text>
                ),
                value: (programme) => (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRemove(programme)}
                    aria-label={i18n._('Remove {name} from the comparison', {
                      name: programme.programName,
                    })}
                  >
                    {i18n._('Remove')}
                  </Button>
                ),
              },
            ]}
            columnClassName={styles.column}
            rowHeaderClassName={styles.rowHeader}
          />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
