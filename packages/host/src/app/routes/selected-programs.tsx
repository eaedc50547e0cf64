import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Selected Programs (selected-programs): a simple page until its screen is built. */
export default function SelectedProgramsRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Programs"
      title="Selected Programs"
      description="The foundation year programs you have selected, with fees, deadlines and start dates."
    />
  );
}
