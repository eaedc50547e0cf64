import { SchoolReminders } from '../../features/advisor-dashboard/school-reminders';
import { SchoolAdvisorScreen } from '../../features/schools/advisor-screen';

/** /advisor-dashboard (a counselor or admin): the school's students, the ways to invite more, reminders and campaigns. */
export default function AdvisorDashboardRoute() {
  return <SchoolAdvisorScreen tools={<SchoolReminders />} />;
}
