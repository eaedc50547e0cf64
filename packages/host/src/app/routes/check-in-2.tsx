import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Check-In #2 (check-in-2): a simple page until its screen is built. */
export default function CheckIn2Route() {
  return (
    <PlaceholderScreen
      eyebrow="For counselors"
      title="Check-In #2"
      description="Student profile review and pre-meeting assessment"
    />
  );
}
