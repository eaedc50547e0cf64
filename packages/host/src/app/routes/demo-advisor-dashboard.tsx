import { AdvisorDashboardScreen } from '../../features/advisor-dashboard/advisor-dashboard-screen';
import { DemoBanner } from '../../features/demo-school/demo-banner';

/** /demo/advisor-dashboard: the SPEC's advisor dashboard with the demo school's sample students. */
export default function DemoAdvisorDashboardRoute() {
  return (
    <>
      <DemoBanner />
      <AdvisorDashboardScreen />
    </>
  );
}
