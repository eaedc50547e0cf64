import { useLingui } from '@lingui/react';
import {
  BROWSE_SCHOLARSHIPS,
  type ProgrammeScholarship,
  programmeScholarships,
  type SelectedProgramme,
  studentCatalog,
} from '@puente/core';
import { Button, EmptyState, Grid, PageHeader, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { Award, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { DeadlineBadge } from '../../components/deadline-badge';
import { PesosEstimate } from '../../components/pesos-estimate';

import { usePageTitle } from '../../components/use-page-title';
import { YearlyCost } from '../../components/yearly-cost';
import { paths } from '../../config/paths';
import { container, points } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './scholarships.css';
import { SelectionGate } from './selection-gate';
import { useSelection } from './use-selection';

/**
 * `/scholarships/{id}` (SPEC §2): the scholarships for one of the student's
 * selected programmes (its university's own, then those open at any UK
 * university), with Personal Statement and Application Timeline.
 */
export function ProgrammeScholarshipsScreen({ selectionId }: { selectionId: string | undefined }) {
  const { i18n } = useLingui();
  useCatalog(catalog, studentCatalog);
  const state = useSelection(selectionId);
  usePageTitle(i18n._('Scholarships'));
  return (
    <SelectionGate state={state} loadingLabel={i18n._("Loading the program's scholarships")}>
      {(selection) => <ProgrammeScholarships selection={selection} />}
    </SelectionGate>
  );
}

function ProgrammeScholarships({ selection }: { selection: SelectedProgramme }) {
  const { i18n } = useLingui();
  const { program } = selection;
  const scholarships = programmeScholarships(program, BROWSE_SCHOLARSHIPS);
  return (
    <div className={container}>
      <Stack gap="6">
        <PageHeader
          eyebrow={program.universityName}
          title={i18n._('Scholarships')}
          lead={program.programName}
          actions={
            <>
              <ButtonLink to={paths.personalStatement.getHref(selection.id)}>
                {i18n._('Personal Statement')}
              </ButtonLink>
              <ButtonLink to={paths.timeline.getHref(selection.id)} variant="outline">
                {i18n._('Application Timeline')}
              </ButtonLink>
            </>
          }
        />
        {scholarships.length === 0 ? (
          <EmptyState
            headingLevel={2}
            icon={<Award size={24} />}
            title={i18n._('No Scholarships Found')}
            description={i18n._(
              'There are no scholarships for this program yet. Browse all scholarships instead.',
            )}
            actions={
              <ButtonLink to={paths.scholarshipsListing.getHref()}>
                {i18n._('Find Scholarships')}
              </ButtonLink>
            }
          />
        ) : (
          <Grid
            as="ul"
            columns="wide2large3"
            aria-label={i18n._('Scholarships for {programme}', { programme: program.programName })}
          >
            {scholarships.map((scholarship) => (
              <li key={scholarship.id}>
                <ProgrammeScholarshipCard scholarship={scholarship} />
              </li>
            ))}
          </Grid>
        )}
        <YearlyCost programme={program} />
      </Stack>
    </div>
  );
}

function ProgrammeScholarshipCard({ scholarship }: { scholarship: ProgrammeScholarship }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const titleId = useId();
  return (
    <Stack as="article" gap="3" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {scholarship.name}
      </h2>
      <Text size="xl" weight="bold" tone="primary">
        {format.gbp(scholarship.amount)}
      </Text>
      <PesosEstimate gbp={scholarship.amount} />
      <Text look="note">
        {i18n._('Deadline {date}', {
          date: format.deadline(scholarship.deadline),
        })}{' '}
        <DeadlineBadge deadline={scholarship.deadline} />
      </Text>
      <Text as="h3" size="sm" weight="bold">
        {i18n._('Eligibility')}
      </Text>
      <ul className={points}>
        {scholarship.eligibility.map((line) => (
          <li key={line}>{i18n._(line)}</li>
        ))}
      </ul>
      <Text as="h3" size="sm" weight="bold">
        {i18n._('Requirements')}
      </Text>
      <ul className={points}>
        {scholarship.requirements.map((line) => (
          <li key={line}>{i18n._(line)}</li>
        ))}
      </ul>
      <Stack direction="row" wrap gap="2" className={styles.cardActions}>
        <Button asChild size="sm" variant="outline">
          <a
            href={scholarship.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            {i18n._('Visit Website')}
            <ExternalLink size={14} aria-hidden />
          </a>
        </Button>
      </Stack>
    </Stack>
  );
}
