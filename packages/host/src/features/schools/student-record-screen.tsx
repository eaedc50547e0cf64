import { useLingui } from '@lingui/react';
import { Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useSchoolStudent } from '@puente/widgets/data';
import { ButtonLink } from '../../components/button-link';
import { DashboardFrame } from '../../components/dashboard-frame';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { AssignCounselor } from './assign-counselor';
import { catalog } from './locales';
import { personName } from './people';
import { StudentRecordPanel } from './student-record-panel';
import { StudentResetLink } from './student-reset-link';

/** `/school/students/:id`: one of the school's students, read-only (the read is recorded for the student). */
export function StudentRecordScreen({ studentId }: { studentId: number }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const record = useSchoolStudent(studentId);
  const { user } = useAuth();
  const back = (
    <ButtonLink to={paths.advisorDashboard.getHref()} variant="outline">
      {i18n._('All students')}
    </ButtonLink>
  );
  return (
    <DashboardFrame
      title={record.data ? personName(record.data.student) : i18n._('Student record')}
      lead={i18n._('Profile and programs, read-only. The student can see that you viewed them.')}
      actions={
        record.data ? (
          <Stack direction="row" wrap gap="2">
            {back}
            <ButtonLink to={paths.checkIn1.getHref(studentId)} variant="outline">
              {i18n._('Check-In #1')}
            </ButtonLink>
            <ButtonLink to={paths.checkIn2.getHref(studentId)} variant="outline">
              {i18n._('Check-In #2')}
            </ButtonLink>
          </Stack>
        ) : (
          back
        )
      }
    >
      <StudentRecordPanel record={record} actions={back} />
      {user?.role === 'admin' && record.data ? (
        <AssignCounselor student={record.data.student} />
      ) : null}
      {record.data ? <StudentResetLink student={record.data.student} /> : null}
    </DashboardFrame>
  );
}
