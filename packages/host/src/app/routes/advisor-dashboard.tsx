import { SchoolAdvisorScreen } from '../../features/schools/advisor-screen';

/** /advisor-dashboard (a counselor or admin): the school's students and the ways to invite more. */
export default function AdvisorDashboardRoute() {
  return <SchoolAdvisorScreen />;
}
