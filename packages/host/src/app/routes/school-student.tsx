import { useParams } from 'react-router';
import { StudentRecordScreen } from '../../features/schools/student-record-screen';

/** /school/students/:id (a counselor or admin): one of the school's students, read-only. */
export default function SchoolStudentRoute() {
  const { id } = useParams();
  return <StudentRecordScreen key={id} studentId={Number(id)} />;
}
