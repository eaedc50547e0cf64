import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Your academic profile (student-info): a simple page until its screen is built. */
export default function StudentInfoRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Your profile"
      title="Your academic profile"
      description="Tell us your intended subjects, current year, subject scores and GPA so we can match you with the right programs."
    />
  );
}
