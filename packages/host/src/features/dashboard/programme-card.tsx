import { useLingui } from '@lingui/react';
import { formatProgrammeStarts, opensKingsDialog, type SelectedProgramme } from '@puente/core';
import { Button, Fact, VisuallyHidden } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { CardHeading } from '../../components/card-heading';
import { DeadlineBadge } from '../../components/deadline-badge';
import { PesosEstimate } from '../../components/pesos-estimate';
import { ShareButton } from '../../components/share-button';
import { paths } from '../../config/paths';
import { facts } from '../../styles/layout.css';
import * as styles from './dashboard.css';
import { KingsCollegeDialog } from './kings-college-dialog';
import { catalog } from './locales';

export interface ProgrammeCardProps {
  selection: SelectedProgramme;
  /** Phase 3 marks the Queen Mary programme as done with a green check (SPEC §2). */
  done: boolean;
}

/**
 * One of Your Programs (SPEC §2): the selected programme's facts, Statement
 * builder, its own Personal Statement, and Info (its timeline, or the King's
 * College London dialog).
 */
export function ProgrammeCard({ selection, done }: ProgrammeCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog);
  const titleId = useId();
  const [kingsOpen, setKingsOpen] = useState(false);
  const { program } = selection;
  const kings = opensKingsDialog(program.universityName);
  // Each action is small and named by the programme it acts on.
  const action = { size: 'sm', 'aria-describedby': titleId } as const;

  return (
    <article
      className={styles.programmeCard}
      aria-labelledby={titleId}
      data-done={done || undefined}
    >
      <CardHeading
        imageUrl={program.imageUrl}
        eyebrow={program.universityName}
        title={program.programName}
        titleId={titleId}
        look="item"
      >
        {done ? (
          <span className={styles.doneMark}>
            <CircleCheck size={28} aria-hidden />
            <VisuallyHidden>{i18n._('Done')}</VisuallyHidden>
          </span>
        ) : null}
      </CardHeading>
      <dl className={facts.list}>
        <Fact styles={facts} label={i18n._('Deadline')}>
          {format.deadline(program.applicationDeadline)}{' '}
          <DeadlineBadge deadline={program.applicationDeadline} />
        </Fact>
        <Fact styles={facts} label={i18n._('Tuition fees')}>
          {i18n._('{amount}/year', {
            amount: format.gbp(program.tuitionFees),
          })}{' '}
          <PesosEstimate gbp={program.tuitionFees} perYear />
        </Fact>
        <Fact styles={facts} label={i18n._('Start dates')}>
          {formatProgrammeStarts(program, format.locale)}
        </Fact>
      </dl>
      <div className={styles.cardActions}>
        <ButtonLink to={paths.personalStatementBuilder.getHref()} {...action}>
          {i18n._('Statement builder')}
        </ButtonLink>
        <ButtonLink
          to={paths.personalStatement.getHref(selection.id)}
          variant="outline"
          {...action}
        >
          {i18n._('Personal Statement')}
        </ButtonLink>
        <ShareButton
          path={paths.programme.getHref(program.id)}
          programmes={[program]}
          describedBy={titleId}
          size="sm"
        />
        {kings ? (
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => setKingsOpen(true)}
            {...action}
          >
            {i18n._('Info')}
          </Button>
        ) : (
          <ButtonLink to={paths.timeline.getHref(selection.id)} variant="outline" {...action}>
            {i18n._('Info')}
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
