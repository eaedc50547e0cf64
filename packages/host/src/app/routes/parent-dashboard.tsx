import { ParentScreen } from '../../features/schools/parent-screen';

/** /parent-dashboard (a parent or guardian): their linked children's programmes, read-only. */
export default function ParentDashboardRoute() {
  return <ParentScreen />;
}
