import { useLingui } from '@lingui/react';
import { Button, Spinner, Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { StatementBuilder, useStatementSelection } from '@puente/widgets/statement-builder';
import { ArrowLeft } from 'lucide-react';
import { useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { ProgrammeNotFound } from '../../components/program-not-found';
import { StatementPage } from '../../components/statement-page';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { LeaveDialog } from './leave-dialog';
import { catalog } from './locales';
import * as styles from './personal-statement-screen.css';

/** The selection id in `/personal-statement/{id}`, or null when it cannot be one. */
export function parseSelectionId(id: string | undefined): number | null {
  if (!id || !/^\d+$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export interface PersonalStatementScreenProps {
  /** The selection whose statement this is; null for an id that cannot be one. */
  selectionId: number | null;
}

/**
 * `/personal-statement/{id}` (SPEC §2): the statement builder for one of the
 * student's selected programmes, saved to it. Program Not Found for an id
 * that is not theirs; leaving with unsaved edits asks first.
 */
export function PersonalStatementScreen({ selectionId }: PersonalStatementScreenProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const navigate = useNavigate();
  const { status, refetch, selection, statement, save } = useStatementSelection(selectionId ?? 0);
  const unsaved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  usePageTitle(i18n._('Personal Statement'));

  if (selectionId === null) return <ProgrammeNotFound />;
  if (status === 'success' && !selection) return <ProgrammeNotFound />;

  return (
    <StatementPage
      title={i18n._('Personal Statement')}
      lead={
        selection ? `${selection.program.programName} – ${selection.program.universityName}` : null
      }
    >
      {status === 'pending' ? (
        <Stack gap="3" align="flex-start" className={styles.status}>
          <Spinner label={i18n._('Loading your personal statement')} />
        </Stack>
      ) : null}
      {status === 'error' ? (
        <Stack gap="3" align="flex-start" className={styles.status} role="alert">
          <p>{i18n._('We could not load your programmes. Check your connection and try again.')}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {i18n._('Try Again')}
          </Button>
        </Stack>
      ) : null}
      {selection && statement ? (
        <StatementBuilder
          key={selection.id}
          initialStatement={statement}
          onSave={save}
          onUnsavedChange={(isUnsaved) => {
            unsaved.current = isUnsaved;
          }}
          onFinalize={() => navigate(paths.selectedPrograms.getHref())}
          backAction={
            <ButtonLink to={paths.selectedPrograms.getHref()} variant="ghost">
              <ArrowLeft size={16} aria-hidden />

              {i18n._('Back to Programs')}
            </ButtonLink>
          }
        />
      ) : null}
      <LeaveDialog blocker={blocker} />
    </StatementPage>
  );
}
