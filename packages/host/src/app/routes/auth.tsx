import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../config/paths';
import { AuthScreen } from '../../features/auth/auth-screen';

/** /auth?redirectTo=<path>: signing in returns the visitor to where they were going. */
export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  return <AuthScreen redirectTo={safeRedirect(searchParams.get('redirectTo'))} />;
}
