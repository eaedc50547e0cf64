import { formatDeadline, formatGbp, opensKingsDialog, type SelectedProgram } from '@puente/core';
import { Button, ProgrammeImage, VisuallyHidden } from '@puente/widgets/ui';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { paths } from '../../config/paths';
import * as styles from './dashboard.css';
import { KingsCollegeDialog } from './kings-college-dialog';

export interface ProgrammeCardProps {
  selection: SelectedProgram;
  /** Phase 3 marks the Queen Mary programme as done with a green check (SPEC §2). */
  done: boolean;
}

/**
 * One of Your Programs (SPEC §2): the selected programme's facts, Statement
 * builder, its own Personal Statement, and Info (its timeline, or the King's
 * College London dialog).
 */
export function ProgrammeCard({ selection, done }: ProgrammeCardProps) {
  const titleId = useId();
  const [kingsOpen, setKingsOpen] = useState(false);
  const { program } = selection;
  const kings = opensKingsDialog(program.universityName);

  return (
    <article
      className={styles.programmeCard}
      aria-labelledby={titleId}
      data-done={done || undefined}
    >
      <header className={styles.programmeHeader}>
        <ProgrammeImage src={program.imageUrl} alt="" className={styles.logo} />
        <div className={styles.programmeTitles}>
          <p className={styles.muted}>{program.universityName}</p>
          <h3 id={titleId} className={styles.itemTitle}>
            {program.programName}
          </h3>
        </div>
        {done ? (
          <span className={styles.doneMark}>
            <CircleCheck size={28} aria-hidden />
            <VisuallyHidden>Done</VisuallyHidden>
          </span>
        ) : null}
      </header>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Deadline</dt>
          <dd className={styles.factValue}>{formatDeadline(program.applicationDeadline)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Tuition fees</dt>
          <dd className={styles.factValue}>{formatGbp(program.tuitionFees)}/year</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Start dates</dt>
          <dd className={styles.factValue}>{program.startDates}</dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <ButtonLink
          to={paths.personalStatementBuilder.getHref()}
          size="sm"
          aria-describedby={titleId}
        >
          Statement builder
        </ButtonLink>
        <ButtonLink
          to={paths.personalStatement.getHref(selection.id)}
          size="sm"
          variant="outline"
          aria-describedby={titleId}
        >
          Personal Statement
        </ButtonLink>
        {kings ? (
          <Button
            size="sm"
            variant="outline"
            aria-describedby={titleId}
            aria-haspopup="dialog"
            onClick={() => setKingsOpen(true)}
          >
            Info
          </Button>
        ) : (
          <ButtonLink
            to={paths.timeline.getHref(selection.id)}
            size="sm"
            variant="outline"
            aria-describedby={titleId}
          >
            Info
          </ButtonLink>
        )}
      </div>
      {kings ? (
        <KingsCollegeDialog
          open={kingsOpen}
          onOpenChange={setKingsOpen}
          programName={program.programName}
        />
      ) : null}
    </article>
  );
}
