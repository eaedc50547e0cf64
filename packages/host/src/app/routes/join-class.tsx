import { useSearchParams } from 'react-router';
import { ClassCodeScreen } from '../../features/join-school/class-code-screen';

/** /join[?code=ABCD2345] (a signed-in student): joining a school with a class code. */
export default function JoinClassRoute() {
  const [searchParams] = useSearchParams();
  return <ClassCodeScreen initialCode={searchParams.get('code') ?? ''} />;
}
