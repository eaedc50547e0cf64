import { Trans, useLingui } from '@lingui/react';
import { type DashboardPhase, isProgrammeDone, type SelectedProgramme } from '@puente/core';
import { Button, EmptyState, Grid, Section, Spinner, Text, VisuallyHidden } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { GraduationCap, Plus } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { useFailureText } from '../../components/use-failure-text';
import { paths } from '../../config/paths';
import { problem } from '../../styles/layout.css';
import * as styles from './dashboard.css';
import { catalog } from './locales';
import { ProgrammeCard } from './programme-card';

export interface YourProgrammesProps {
  /** The selections the dashboard shows (already filtered by phase). */
  programmes: readonly SelectedProgramme[];
  phase: DashboardPhase;
  /** The state of the student's selections. */
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
}

/** Your Programs (SPEC §2): the student's own selections, Add, and 'No Programs Selected Yet'. */
export function YourProgrammes({ programmes, phase, status, error, onRetry }: YourProgrammesProps) {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  useCatalog(catalog);
  const headingId = useId();
  return (
    <Section
      title={i18n._('Your Programs')}
      headingId={headingId}
      actions={
        <ButtonLink to={paths.foundationPrograms.getHref()} size="sm" variant="outline">
          <Plus size={16} aria-hidden />
          <Trans id="Add<0> programs</0>" components={{ 0: <VisuallyHidden /> }} />
        </ButtonLink>
      }
    >
      {status === 'pending' ? (
        <Spinner label={i18n._('Loading your programs')} />
      ) : status === 'error' ? (
        <div className={problem} role="alert">
          <p className={styles.itemTitle}>{i18n._('Your programs could not be loaded.')}</p>
          <Text look="note">{failureText(error)}</Text>
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {i18n._('Try again')}
            </Button>
          ) : null}
        </div>
      ) : programmes.length === 0 ? (
        <EmptyState
          icon={<GraduationCap size={24} />}
          title={i18n._('No Programs Selected Yet')}
          description={i18n._(
            'Find the foundation year programs that fit you, or start on your personal statement.',
          )}
          actions={
            <>
              <ButtonLink to={paths.universitySuggestions.getHref()}>
                {i18n._('Find Universities')}
              </ButtonLink>
              <ButtonLink to={paths.personalStatementBuilder.getHref()} variant="outline">
                {i18n._('Try Statement builder')}
              </ButtonLink>
            </>
          }
        />
      ) : (
        <Grid as="ul" columns="wide2large3" aria-labelledby={headingId}>
          {programmes.map((selection) => (
            <li key={selection.id}>
              <ProgrammeCard
                selection={selection}
                done={isProgrammeDone(selection.program, phase)}
              />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
