import { ADVISOR_ACTION_ITEMS, ADVISOR_STUDENTS, REMINDER_RECIPIENTS } from '@puente/core';
import { AdvisorDashboardScreen } from '../../features/advisor-dashboard/advisor-dashboard-screen';
import { DemoBanner } from '../../features/demo-school/demo-banner';

/** The demo school's cohort: the SPEC's sample students, alerts and reminder recipients. */
const SAMPLE = {
  students: ADVISOR_STUDENTS,
  alerts: ADVISOR_ACTION_ITEMS,
  recipients: REMINDER_RECIPIENTS,
};

/** /demo/advisor-dashboard: the SPEC's advisor dashboard with the demo school's sample students. */
export default function DemoAdvisorDashboardRoute() {
  return (
    <>
      <DemoBanner />
      <AdvisorDashboardScreen data={SAMPLE} />
    </>
  );
}
