import { DemoBanner } from '../../features/demo-school/demo-banner';
import { ParentDashboardScreen } from '../../features/parent-dashboard/parent-dashboard-screen';

/** /demo/parent-dashboard: the SPEC's parent dashboard with the demo school's sample child. */
export default function DemoParentDashboardRoute() {
  return (
    <>
      <DemoBanner />
      <ParentDashboardScreen />
    </>
  );
}
