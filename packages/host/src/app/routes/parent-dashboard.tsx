import { ChildDashboard } from '../../features/parent-dashboard/child-dashboard';
import { ParentScreen } from '../../features/schools/parent-screen';
import { personName } from '../../features/schools/people';

/** /parent-dashboard (a parent or guardian): their own child on the SPEC's parent dashboard. */
export default function ParentDashboardRoute() {
  return (
    <ParentScreen
      renderChild={(record, child) => (
        <ChildDashboard key={child.id} record={record} name={personName(child)} />
      )}
    />
  );
}
