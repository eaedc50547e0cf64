import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Scholarships for this program (scholarships): a simple page until its screen is built. */
export default function ProgramScholarshipsRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Scholarships"
      title="Scholarships for this program"
      description="Scholarships you can apply for alongside this foundation year program."
    />
  );
}
