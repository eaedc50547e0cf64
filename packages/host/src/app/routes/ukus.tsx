import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Where would you like to study? (ukus): a simple page until its screen is built. */
export default function CountryChoiceRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Getting started"
      title="Where would you like to study?"
      description="Choose the UK, the US or both, and we will tailor the programs we suggest."
    />
  );
}
