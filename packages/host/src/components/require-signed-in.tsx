import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth-provider';
import { SessionLoading } from './session-loading';

/**
 * Guards the student screens: a signed-out visitor goes to /auth, which
 * remembers where they were going and returns them there after signing in.
 */
export function RequireSignedIn() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signed-out') {
    const destination = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.getHref(destination)} replace />;
  }
  return <Outlet />;
}
