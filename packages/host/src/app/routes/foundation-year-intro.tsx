import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Why a foundation year? (foundation-year-intro): a simple page until its screen is built. */
export default function FoundationYearIntroRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Foundation year"
      title="Why a foundation year?"
      description="A foundation year prepares international students for the first year of a UK degree, in the subject and at the university they choose."
    />
  );
}
