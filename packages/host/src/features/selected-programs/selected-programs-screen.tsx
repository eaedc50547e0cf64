import { useLingui } from '@lingui/react';
import { domainCatalog, TRACKER_STAGE_LABELS } from '@puente/core';
import { Badge, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useSelectedProgrammes } from '@puente/widgets/data';
import { SelectedProgrammes } from '@puente/widgets/selected-programmes';
import { CalendarDays, FileText, Plus } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { CentredPage } from '../../components/centred-page';
import { ShareButton } from '../../components/share-button';
import { usePageTitle } from '../../components/use-page-title';
import { COMPARED_MAX, paths } from '../../config/paths';
import { measure } from '../../styles/layout.css';
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
  const selections = useSelectedProgrammes();
  const compareId = useId();
  const compared = (selections.data ?? []).slice(0, COMPARED_MAX).map(({ program }) => program);
  return (
    <CentredPage width={60}>
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
      {compared.length > 1 ? (
        <Stack as="section" direction="row" wrap align="center" gap="3" aria-labelledby={compareId}>
          <Text id={compareId} tone="muted">
            {i18n._(
              '{count, plural, one {Your first program} other {Your first # programs}} side by side, for your family.',
              { count: compared.length },
            )}
          </Text>
          <ShareButton
            path={paths.compare.getHref(compared.map(({ id }) => id))}
            programmes={compared}
          >
            {i18n._('Share a comparison')}
          </ShareButton>
        </Stack>
      ) : null}
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
            <ShareButton
              path={paths.programme.getHref(selection.program.id)}
              programmes={[selection.program]}
            />
          </>
        )}
        empty={
          <ButtonLink to={paths.foundationPrograms.getHref()}>
            {i18n._('Find Foundation Programs')}
          </ButtonLink>
        }
      />
    </CentredPage>
  );
}
