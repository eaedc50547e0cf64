import { AdminDashboardScreen } from '../../features/admin-dashboard/admin-dashboard-screen';
import { DemoBanner } from '../../features/demo-school/demo-banner';

/** /demo/admin: the SPEC's administrator dashboard with the demo school's sample data. */
export default function DemoAdminRoute() {
  return (
    <>
      <DemoBanner />
      <AdminDashboardScreen />
    </>
  );
}
