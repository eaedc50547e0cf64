import { SchoolReminders } from '../../features/advisor-dashboard/school-reminders';
import { SchoolAdvisorScreen } from '../../features/schools/advisor-screen';

/**
 * /advisor-dashboard (a counselor or admin): their caseload, the ways to
 * invite more, and reminders and campaigns to the students My Students shows.
 */
export default function AdvisorDashboardRoute() {
  return <SchoolAdvisorScreen tools={(students) => <SchoolReminders students={students} />} />;
}
