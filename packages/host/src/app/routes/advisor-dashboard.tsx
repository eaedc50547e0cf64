import { AdvisorDashboardScreen } from '../../features/advisor-dashboard/advisor-dashboard-screen';

export default function AdvisorDashboardRoute() {
  return <AdvisorDashboardScreen />;
}
