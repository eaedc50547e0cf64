import { SessionLoading } from '../../components/session-loading';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen';
import { LandingScreen } from '../../features/landing/landing-screen';
import { useAuth } from '../../lib/auth-provider';

/** `/`: the counselor landing page when signed out, the student's dashboard when signed in. */
export default function HomeRoute() {
  const { user, status } = useAuth();
  if (status === 'loading') return <SessionLoading />;
  return user ? <DashboardScreen user={user} /> : <LandingScreen />;
}
