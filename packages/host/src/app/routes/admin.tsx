import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Administrator Dashboard (admin): a simple page until its screen is built. */
export default function AdminRoute() {
  return (
    <PlaceholderScreen
      eyebrow="For administrators"
      title="Administrator Dashboard"
      description="Alerts that need action, grade progress across the school, and the school context the AI uses."
    />
  );
}
