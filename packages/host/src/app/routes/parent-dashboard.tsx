import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Parent Dashboard (parent-dashboard): a simple page until its screen is built. */
export default function ParentDashboardRoute() {
  return (
    <PlaceholderScreen
      eyebrow="For parents"
      title="Parent Dashboard"
      description="Follow your child's college applications, milestones and deadlines, and ask the assistant anything."
    />
  );
}
