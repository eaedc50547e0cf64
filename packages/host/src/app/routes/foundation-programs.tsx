import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Foundation Year Pathways (foundation-programs): a simple page until its screen is built. */
export default function FoundationProgramsRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Programs"
      title="Foundation Year Pathways"
      description="Search and filter UK foundation year programs, see how well each one matches you, and add your favourites to your selections."
    />
  );
}
