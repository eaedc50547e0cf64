import { Navigate } from 'react-router';
import { SessionLoading } from '../../components/session-loading';
import { roleHome } from '../../config/paths';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen';
import { LandingScreen } from '../../features/landing/landing-screen';
import { useAuth } from '../../lib/auth-provider';

/**
 * `/`: the counselor landing page when signed out, the student's dashboard
 * when signed in; staff and parents go on to their own screens.
 */
export default function HomeRoute() {
  const { user, status } = useAuth();
  if (status === 'loading') return <SessionLoading />;
  if (!user) return <LandingScreen />;
  if (user.role !== 'student') return <Navigate to={roleHome(user.role)} replace />;
  return <DashboardScreen user={user} />;
}
