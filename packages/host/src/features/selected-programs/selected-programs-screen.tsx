import { useLingui } from '@lingui/react';
import { domainCatalog, TRACKER_STAGE_LABELS } from '@puente/core';
import { Badge, classNames, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { SelectedProgrammes } from '@puente/widgets/selected-programmes';
import { CalendarDays, FileText, Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { centredColumn, container, measure } from '../../styles/layout.css';
import { catalog } from './locales';

/**
 * /selected-programs (SPEC §2): the student's selected programmes with their
 * tracker's stage, statement and timeline (where the tracker is edited), and
 * removal after a confirmation.
 */
export function SelectedProgrammesScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog, domainCatalog);
  usePageTitle(i18n._('Selected Programs'));
  return (
    <div className={container}>
      <Stack gap="6" className={classNames(measure[60], centredColumn)}>
        <Stack as="header" direction="row" wrap justify="space-between" align="flex-end" gap="4">
          <Stack gap="2" className={measure[40]}>
            <Text as="h1" look="pageTitle">
              {i18n._('Selected Programs')}
            </Text>
            <Text tone="muted">
              {i18n._(
                'The foundation programs you are applying to. Write a personal statement for each and follow its timeline to the deadline.',
              )}
            </Text>
          </Stack>
          <ButtonLink to={paths.foundationPrograms.getHref()} variant="outline">
            <Plus size={16} aria-hidden />

            {i18n._('Add Programs')}
          </ButtonLink>
        </Stack>
        <SelectedProgrammes
          actions={(selection) => (
            <>
              <Badge tone="blue">
                {i18n._('Stage: {stage}', {
                  stage: i18n._(TRACKER_STAGE_LABELS[selection.tracker.stage]),
                })}
              </Badge>
              <ButtonLink to={paths.personalStatement.getHref(selection.id)} size="md">
                <FileText size={16} aria-hidden />

                {i18n._('Personal Statement')}
              </ButtonLink>
              <ButtonLink to={paths.timeline.getHref(selection.id)} variant="outline">
                <CalendarDays size={16} aria-hidden />

                {i18n._('Timeline')}
              </ButtonLink>
            </>
          )}
          empty={
            <ButtonLink to={paths.foundationPrograms.getHref()}>
              {i18n._('Find Foundation Programs')}
            </ButtonLink>
          }
        />
      </Stack>
    </div>
  );
}
