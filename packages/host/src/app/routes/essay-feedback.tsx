import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Personal Statement Review (essay-feedback): a simple page until its screen is built. */
export default function EssayFeedbackRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Personal statement"
      title="Personal Statement Review"
      description="Comments on each paragraph of your personal statement, with a score and what to improve before you submit."
    />
  );
}
