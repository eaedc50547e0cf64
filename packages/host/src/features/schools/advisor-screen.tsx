import { useLingui } from '@lingui/react';
import { Grid } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ButtonLink } from '../../components/button-link';
import { DashboardFrame } from '../../components/dashboard-frame';
import { paths } from '../../config/paths';
import { CaseloadSection } from './caseload-section';
import type { CaseloadTools } from './caseload-table';
import { ClassCodes } from './class-codes';
import { InviteStudents } from './invite-students';
import { catalog } from './locales';
import { PendingInvitations } from './pending-invitations';
import { useSchoolName } from './use-school-name';

/**
 * `/advisor-dashboard` for a counselor or admin: their caseload of the school's
 * real students (Actions Required, My Students) and the ways to invite more;
 * `tools` act on the students My Students shows.
 */
export function SchoolAdvisorScreen({ tools }: { tools?: CaseloadTools }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const schoolName = useSchoolName();
  return (
    <DashboardFrame
      title={i18n._('Advisor Dashboard')}
      lead={i18n._('{school}: your students, and the ways to invite more.', { school: schoolName })}
      actions={
        <ButtonLink to={paths.checkIn1.getHref()} variant="outline">
          {i18n._('Check-ins')}
        </ButtonLink>
      }
    >
      <CaseloadSection tools={tools} />
      <InviteStudents schoolName={schoolName} />
      <Grid columns="desktop2" gap="6" align="flex-start">
        <ClassCodes />
        <PendingInvitations />
      </Grid>
    </DashboardFrame>
  );
}
