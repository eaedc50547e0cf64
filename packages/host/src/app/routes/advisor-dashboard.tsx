import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Advisor Dashboard (advisor-dashboard): a simple page until its screen is built. */
export default function AdvisorDashboardRoute() {
  return (
    <PlaceholderScreen
      eyebrow="For advisors"
      title="Advisor Dashboard"
      description="Monitor your students and manage pending actions"
    />
  );
}
