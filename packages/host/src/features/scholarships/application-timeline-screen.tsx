import { useLingui } from '@lingui/react';
import {
  decodeStatement,
  domainCatalog,
  isStatementWritten,
  type SelectedProgramme,
  studentCatalog,
  TRACKER_STAGE_LABELS,
} from '@puente/core';
import { Badge, Card, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { Timeline } from '@puente/widgets/timeline';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { DeadlineBadge } from '../../components/deadline-badge';
import { paths } from '../../config/paths';
import { measure } from '../../styles/layout.css';
import { catalog } from './locales';
import { SelectionPage } from './selection-page';
import { TrackerForm } from './tracker-form';

/**
 * `/timeline/{id}` (SPEC §2, §4; docs/product/tracker.md): the Application
 * Timeline of one of the student's selected programmes, each step completed
 * only once the student did it and otherwise dated from the deadline, the
 * student's tracker for it (stage, ticks, offer), with View Scholarships and
 * Personal Statement.
 */
export function ApplicationTimelineScreen({ selectionId }: { selectionId: string | undefined }) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, studentCatalog, domainCatalog);
  return (
    <SelectionPage
      selectionId={selectionId}
      title={i18n._('Application Timeline')}
      loadingLabel={i18n._('Loading the application timeline')}
      actions={(selection) => (
        <>
          <ButtonLink to={paths.scholarships.getHref(selection.id)} variant="outline">
            {i18n._('View Scholarships')}
          </ButtonLink>
          <ButtonLink to={paths.personalStatement.getHref(selection.id)}>
            {i18n._('Personal Statement')}
          </ButtonLink>
        </>
      )}
      details={({ program, tracker }) => (
        <Stack direction="row" wrap align="center" gap="3">
          <Text look="note">
            {i18n._('Application deadline {date}', {
              date: format.deadline(program.applicationDeadline),
            })}
          </Text>
          <DeadlineBadge deadline={program.applicationDeadline} />
          <Badge tone="blue">
            {i18n._('Stage: {stage}', { stage: i18n._(TRACKER_STAGE_LABELS[tracker.stage]) })}
          </Badge>
        </Stack>
      )}
    >
      {(selection) => <ApplicationTimeline selection={selection} />}
    </SelectionPage>
  );
}

/** The timeline's steps and the student's tracker. */
function ApplicationTimeline({ selection }: { selection: SelectedProgramme }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { program } = selection;
  const statementHref = paths.personalStatement.getHref(selection.id);
  return (
    <>
      <Card className={measure[48]}>
        <Timeline
          deadline={program.applicationDeadline}
          hasStatement={isStatementWritten(decodeStatement(selection.personalStatement))}
          tracker={selection.tracker}
          headingLevel={2}
          statementHref={statementHref}
          onStepActivate={(_step, event) => {
            // A plain click stays in the app; modified clicks keep the link's own behaviour.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(statementHref);
          }}
        />
      </Card>
      <Card className={measure[48]}>
        <Stack gap="4">
          <Text as="h2" look="sectionTitle">
            {i18n._('Your application')}
          </Text>
          <TrackerForm
            key={JSON.stringify(selection.tracker)}
            selectionId={selection.id}
            tracker={selection.tracker}
          />
        </Stack>
      </Card>
    </>
  );
}
