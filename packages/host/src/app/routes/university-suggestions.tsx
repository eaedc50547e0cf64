import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Suggested Computer Science Degrees (university-suggestions): a simple page until its screen is built. */
export default function UniversitySuggestionsRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Universities"
      title="Suggested Computer Science Degrees"
      description="Degrees suggested from your academic profile, with filters by region and specialization."
    />
  );
}
