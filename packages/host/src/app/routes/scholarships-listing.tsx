import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Scholarships (scholarships-listing): a simple page until its screen is built. */
export default function ScholarshipsListingRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Scholarships"
      title="Scholarships"
      description="Browse scholarships for international students and save the ones you want to apply for."
    />
  );
}
