import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Personal Statement (personal-statement): a simple page until its screen is built. */
export default function PersonalStatementRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Personal statement"
      title="Personal Statement"
      description="Write and save the personal statement for this program, up to 4,000 characters."
    />
  );
}
