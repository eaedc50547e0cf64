import { useSearchParams } from 'react-router';
import { CheckInScreen } from '../../features/schools/check-in-screen';

/** /check-in-2[?student=<id>] (a counselor or admin): that student's record, else the school's list to choose from. */
export default function CheckIn2Route() {
  const [searchParams] = useSearchParams();
  const student = Number(searchParams.get('student'));
  return (
    <CheckInScreen
      checkIn={2}
      studentId={Number.isInteger(student) && student > 0 ? student : null}
    />
  );
}
