import { useLingui } from '@lingui/react';
import { useCatalog } from '@puente/ui/i18n';
import { useSchoolStudent } from '@puente/widgets/data';
import { ButtonLink } from '../../components/button-link';
import { DashboardFrame } from '../../components/dashboard-frame';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import { catalog } from './locales';
import { StudentCheckIn } from './student-check-in';
import { StudentRecordPanel } from './student-record-panel';
import { StudentsSection } from './students-section';

const TITLES = { 1: /*i18n*/ 'Check-In #1', 2: /*i18n*/ 'Check-In #2' } as const;

export interface CheckInScreenProps {
  checkIn: 1 | 2;
  /** `?student=`: whose check-in; none shows the picker. */
  studentId: number | null;
}

/** `/check-in-1` and `/check-in-2` for the school's staff: the SPEC's check-in on a student, or the school's list to choose from. */
export function CheckInScreen({ checkIn, studentId }: CheckInScreenProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const title = i18n._(TITLES[checkIn]);
  const pickHref = (id: number) => paths[checkIn === 1 ? 'checkIn1' : 'checkIn2'].getHref(id);
  if (studentId === null) {
    return (
      <DashboardFrame title={title} lead={i18n._('Choose the student this check-in is with.')}>
        <StudentsSection recordHref={pickHref} />
      </DashboardFrame>
    );
  }
  return <CheckInOn checkIn={checkIn} title={title} studentId={studentId} />;
}

function CheckInOn({
  checkIn,
  title,
  studentId,
}: {
  checkIn: 1 | 2;
  title: string;
  studentId: number;
}) {
  const { i18n } = useLingui();
  const record = useSchoolStudent(studentId);
  usePageTitle(title);
  const back = (
    <ButtonLink to={paths.advisorDashboard.getHref()} variant="outline">
      {i18n._('All students')}
    </ButtonLink>
  );
  if (record.data) {
    return (
      <div className={container}>
        <StudentCheckIn checkIn={checkIn} record={record.data} />
      </div>
    );
  }
  return (
    <DashboardFrame
      title={title}
      lead={i18n._('Choose the student this check-in is with.')}
      actions={back}
    >
      <StudentRecordPanel record={record} actions={back} />
    </DashboardFrame>
  );
}
