import { useSearchParams } from 'react-router';

/** The student a check-in is about, from `?student=<id>`; null without a valid id. */
export function useStudentParam(): number | null {
  const [searchParams] = useSearchParams();
  const student = Number(searchParams.get('student'));
  return Number.isInteger(student) && student > 0 ? student : null;
}
