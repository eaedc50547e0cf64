import { useLingui } from '@lingui/react';
import { type ExchangeRate, type SelectedProgramme, schemasCatalog } from '@puente/core';
import {
  Badge,
  Button,
  DeadlineBadge,
  Fact,
  PesosEstimate,
  ProgrammeImage,
  Spinner,
  Stack,
  Text,
} from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useClock, useLoadErrorToast, WithQueryClient } from '@puente/ui/providers';
import { CalendarClock, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useExchangeRate } from '../data/exchange-rate';
import { useSelectedProgrammes } from '../data/selections';
import { catalog } from './locales';
import { RemoveSelectionDialog } from './remove-selection-dialog';
import * as styles from './selected-programmes.css';

export interface SelectedProgrammesProps {
  /** More actions on each selection (the site adds its statement and timeline links). */
  actions?: (selection: SelectedProgramme) => ReactNode;
  /** What shows when nothing is selected yet (the site adds a way to find programmes). */
  empty?: ReactNode;
}

const LOAD_FAILED = /*i18n*/ 'Failed to load your selected programs';

/**
 * SPEC §2 /selected-programs: the student's selected programmes, each with
 * its image, university, name, tuition fees, deadline and start dates, and a
 * removal that asks first.
 */
function SelectedProgrammesContent({ actions, empty }: SelectedProgrammesProps) {
  const { i18n } = useLingui();
  const selections = useSelectedProgrammes();
  const [removing, setRemoving] = useState<SelectedProgramme | null>(null);
  const now = useClock()();
  const rate = useExchangeRate();
  useLoadErrorToast(selections.error, LOAD_FAILED);

  if (selections.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={i18n._('Loading your selected programs')} />
      </div>
    );
  }
  if (selections.isError) {
    return (
      <div className={styles.state} role="alert">
        <Text size="lg" weight="bold">
          {i18n._(LOAD_FAILED)}
        </Text>
        <Button variant="outline" onClick={() => void selections.refetch()}>
          {i18n._('Try again')}
        </Button>
      </div>
    );
  }
  if (selections.data.length === 0) {
    return (
      <div className={styles.state}>
        <Text size="lg" weight="bold">
          {i18n._('No programs selected yet')}
        </Text>
        {empty}
      </div>
    );
  }
  return (
    <>
      <Stack as="ul" gap="4" aria-label={i18n._('Selected programs')}>
        {selections.data.map((selection) => (
          <li key={selection.id}>
            <SelectionCard
              selection={selection}
              now={now}
              rate={rate}
              actions={actions?.(selection)}
              onRemove={() => setRemoving(selection)}
            />
          </li>
        ))}
      </Stack>
      <RemoveSelectionDialog selection={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function SelectionCard({
  selection,
  now,
  rate,
  actions,
  onRemove,
}: {
  selection: SelectedProgramme;
  now: Date;
  rate: ExchangeRate | null;
  actions: ReactNode;
  onRemove: () => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const titleId = useId();
  const { program } = selection;
  return (
    <article className={styles.card.card} aria-labelledby={titleId}>
      <ProgrammeImage src={program.imageUrl} alt="" className={styles.card.image} />
      <div className={styles.card.body}>
        <div className={styles.card.titles}>
          <p className={styles.card.university}>{program.universityName}</p>
          <h2 id={titleId} className={styles.card.title} lang="en">
            {program.programName}
          </h2>
        </div>
        <dl className={styles.card.facts}>
          <Fact styles={styles.card} label={i18n._('Tuition fees')}>
            {i18n._('{amount}/year', {
              amount: format.gbp(program.tuitionFees),
            })}{' '}
            <PesosEstimate gbp={program.tuitionFees} rate={rate} perYear />
          </Fact>
          <Fact
            styles={styles.card}
            label={
              <>
                <CalendarClock size={14} aria-hidden /> {i18n._('Deadline')}
              </>
            }
          >
            {format.deadline(program.applicationDeadline)}{' '}
            <DeadlineBadge deadline={program.applicationDeadline} now={now} />
          </Fact>
          <Fact styles={styles.card} label={i18n._('Start dates')}>
            {format.starts(program)}
          </Fact>
          <Fact styles={styles.card} label={i18n._('Status')}>
            <Badge tone="outline">{i18n._(selection.status)}</Badge>
          </Fact>
        </dl>
        <Stack direction="row" wrap gap="2">
          {actions}
          <Button variant="ghost" onClick={onRemove} aria-describedby={titleId}>
            <Trash2 size={16} aria-hidden />

            {i18n._('Remove')}
          </Button>
        </Stack>
      </div>
    </article>
  );
}

/** The selected programmes in a query cache (the site's, or their own). */
export function SelectedProgrammes(props: SelectedProgrammesProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, schemasCatalog);
  return (
    <WithQueryClient
      fallback={
        <div className={styles.state}>
          <Spinner label={i18n._('Loading your selected programs')} />
        </div>
      }
    >
      <SelectedProgrammesContent {...props} />
    </WithQueryClient>
  );
}
