import { useLingui } from '@lingui/react';
import { Grid } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import type { ReactNode } from 'react';
import { DashboardFrame } from '../../components/dashboard-frame';
import { catalog } from './locales';
import { PendingInvitations } from './pending-invitations';
import { SchoolSettings } from './school-settings';
import { StaffSection } from './staff-section';
import { StudentImport } from './student-import';
import { StudentsSection } from './students-section';
import { useSchoolName } from './use-school-name';

/**
 * `/admin` for the school's admin: settings and site key, the school's
 * overview (`children`), staff, the CSV import, the students.
 */
export function SchoolAdminScreen({ origin, children }: { origin?: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const schoolName = useSchoolName();
  return (
    <DashboardFrame
      title={i18n._('Administrator Dashboard')}
      lead={i18n._('{school}: settings, staff, imports and students.', { school: schoolName })}
    >
      {children}
      <SchoolSettings origin={origin} />
      <Grid columns="desktop2" gap="6" align="flex-start">
        <StaffSection schoolName={schoolName} />
        <StudentImport schoolName={schoolName} />
      </Grid>
      <PendingInvitations />
      <StudentsSection />
    </DashboardFrame>
  );
}
