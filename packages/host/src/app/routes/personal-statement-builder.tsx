import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Personal Statement Builder (personal-statement-builder): a simple page until its screen is built. */
export default function PersonalStatementBuilderRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Personal statement"
      title="Personal Statement Builder"
      description="Answer a few questions, shape an outline, and turn it into a first draft of your personal statement."
    />
  );
}
