import { StudentInfoScreen } from '../../features/student-info/student-info-screen';

export default function StudentInfoRoute() {
  return <StudentInfoScreen />;
}
