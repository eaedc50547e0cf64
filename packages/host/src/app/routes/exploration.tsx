import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Exploration Advisor (exploration): a simple page until its screen is built. */
export default function ExplorationRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Exploration"
      title="Exploration Advisor"
      description="Chat with your exploration advisor about your interests and get a summary you can share."
    />
  );
}
