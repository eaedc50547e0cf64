import { CheckInScreen } from '../../features/schools/check-in-screen';
import { useStudentParam } from '../../features/schools/use-student-param';

/** /check-in-2[?student=<id>] (a counselor or admin): that student's record, else the school's list to choose from. */
export default function CheckIn2Route() {
  const studentId = useStudentParam();
  return <CheckInScreen checkIn={2} studentId={studentId} />;
}
