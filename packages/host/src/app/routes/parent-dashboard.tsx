import { ParentDashboardScreen } from '../../features/parent-dashboard/parent-dashboard-screen';

export default function ParentDashboardRoute() {
  return <ParentDashboardScreen />;
}
