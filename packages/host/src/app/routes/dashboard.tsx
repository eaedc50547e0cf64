import { DashboardScreen } from '../../features/dashboard/dashboard-screen';
import { useAuth } from '../../lib/auth-provider';

/** /dashboard: the same dashboard a signed-in student sees at `/`. */
export default function DashboardRoute() {
  const { user } = useAuth();
  // Only reached through the sign-in guard, so a user is always there.
  return user ? <DashboardScreen user={user} /> : null;
}
