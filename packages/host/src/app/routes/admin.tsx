import { AdminDashboardScreen } from '../../features/admin-dashboard/admin-dashboard-screen';

export default function AdminRoute() {
  return <AdminDashboardScreen />;
}
