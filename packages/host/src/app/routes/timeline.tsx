import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Application Timeline (timeline): a simple page until its screen is built. */
export default function TimelineRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Applications"
      title="Application Timeline"
      description="Each step of your application for this program, from starting it to the deadline."
    />
  );
}
