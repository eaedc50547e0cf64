import { useLingui } from '@lingui/react';
import {
  BROWSE_SCHOLARSHIPS,
  type ProgrammeScholarship,
  programmeScholarships,
  type SelectedProgramme,
  studentCatalog,
} from '@puente/core';
import { Button, EmptyState, Grid, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { Award, ExternalLink } from 'lucide-react';
import { Fragment, useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { DeadlineBadge } from '../../components/deadline-badge';
import { PesosEstimate } from '../../components/pesos-estimate';
import { YearlyCost } from '../../components/yearly-cost';
import { paths } from '../../config/paths';
import { points } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './scholarships.css';
import { SelectionPage } from './selection-page';

/**
 * `/scholarships/{id}` (SPEC §2): the scholarships for one of the student's
 * selected programmes (its university's own, then those open at any UK
 * university), with Personal Statement and Application Timeline.
 */
export function ProgrammeScholarshipsScreen({ selectionId }: { selectionId: string | undefined }) {
  const { i18n } = useLingui();
  useCatalog(catalog, studentCatalog);
  return (
    <SelectionPage
      selectionId={selectionId}
      title={i18n._('Scholarships')}
      loadingLabel={i18n._("Loading the program's scholarships")}
      actions={(selection) => (
        <>
          <ButtonLink to={paths.personalStatement.getHref(selection.id)}>
            {i18n._('Personal Statement')}
          </ButtonLink>
          <ButtonLink to={paths.timeline.getHref(selection.id)} variant="outline">
            {i18n._('Application Timeline')}
          </ButtonLink>
        </>
      )}
    >
      {(selection) => <ProgrammeScholarships selection={selection} />}
    </SelectionPage>
  );
}

/** The programme's scholarships and what a year there costs. */
function ProgrammeScholarships({ selection }: { selection: SelectedProgramme }) {
  const { i18n } = useLingui();
  const { program } = selection;
  const scholarships = programmeScholarships(program, BROWSE_SCHOLARSHIPS);
  return (
    <>
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
    </>
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
      {(
        [
          [i18n._('Eligibility'), scholarship.eligibility],
          [i18n._('Requirements'), scholarship.requirements],
        ] as const
      ).map(([heading, lines]) => (
        <Fragment key={heading}>
          <Text as="h3" size="sm" weight="bold">
            {heading}
          </Text>
          <ul className={points}>
            {lines.map((line) => (
              <li key={line}>{i18n._(line)}</li>
            ))}
          </ul>
        </Fragment>
      ))}
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
