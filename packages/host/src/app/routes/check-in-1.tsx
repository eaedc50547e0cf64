import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Check-In #1 (check-in-1): a simple page until its screen is built. */
export default function CheckIn1Route() {
  return (
    <PlaceholderScreen
      eyebrow="For counselors"
      title="Check-In #1"
      description="The student's profile, past conversations and an AI assistant to prepare your first check-in."
    />
  );
}
