import {
  BROWSE_SCHOLARSHIPS,
  formatDeadline,
  formatGbp,
  type ProgrammeScholarship,
  programmeScholarships,
  type SelectedProgram,
} from '@puente/core';
import { Button } from '@puente/widgets/ui';
import { Award, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { EmptyState } from '../../components/empty-state';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './scholarships.css';
import { SelectionGate } from './selection-gate';
import { useSelection } from './use-selection';

/**
 * `/scholarships/{id}` (SPEC §2): the scholarships for one of the student's
 * selected programmes (its university's own, then those open at any UK
 * university), with Personal Statement and Application Timeline.
 */
export function ProgrammeScholarshipsScreen({ selectionId }: { selectionId: string | undefined }) {
  const state = useSelection(selectionId);
  usePageTitle('Scholarships');
  return (
    <SelectionGate state={state} loadingLabel="Loading the program's scholarships">
      {(selection) => <ProgrammeScholarships selection={selection} />}
    </SelectionGate>
  );
}

function ProgrammeScholarships({ selection }: { selection: SelectedProgram }) {
  const { program } = selection;
  const scholarships = programmeScholarships(program, BROWSE_SCHOLARSHIPS);
  return (
    <div className={container}>
      <div className={styles.screen}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{program.universityName}</p>
          <h1 className={styles.title}>Scholarships</h1>
          <p className={styles.lead}>{program.programName}</p>
          <div className={styles.actions}>
            <ButtonLink to={paths.personalStatement.getHref(selection.id)}>
              Personal Statement
            </ButtonLink>
            <ButtonLink to={paths.timeline.getHref(selection.id)} variant="outline">
              Application Timeline
            </ButtonLink>
          </div>
        </header>
        {scholarships.length === 0 ? (
          <EmptyState
            headingLevel={2}
            icon={<Award size={24} />}
            title="No Scholarships Found"
            description="There are no scholarships for this program yet. Browse all scholarships instead."
            actions={
              <ButtonLink to={paths.scholarshipsListing.getHref()}>Find Scholarships</ButtonLink>
            }
          />
        ) : (
          <ul className={styles.grid} aria-label={`Scholarships for ${program.programName}`}>
            {scholarships.map((scholarship) => (
              <li key={scholarship.id}>
                <ProgrammeScholarshipCard scholarship={scholarship} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ProgrammeScholarshipCard({ scholarship }: { scholarship: ProgrammeScholarship }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {scholarship.name}
      </h2>
      <p className={styles.amount}>{formatGbp(scholarship.amount)}</p>
      <p className={styles.muted}>Deadline {formatDeadline(scholarship.deadline)}</p>
      <h3 className={styles.listTitle}>Eligibility</h3>
      <ul className={styles.bullets}>
        {scholarship.eligibility.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className={styles.listTitle}>Requirements</h3>
      <ul className={styles.bullets}>
        {scholarship.requirements.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className={styles.cardActions}>
        <Button asChild size="sm" variant="outline">
          <a
            href={scholarship.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            Visit Website
            <ExternalLink size={14} aria-hidden />
          </a>
        </Button>
      </div>
    </article>
  );
}
