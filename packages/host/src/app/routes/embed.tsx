import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Puente on your school's website (embed): a simple page until its screen is built. */
export default function EmbedRoute() {
  return (
    <PlaceholderScreen
      eyebrow="For schools"
      title="Puente on your school's website"
      description="Every Puente widget with the snippet to paste into your site and a live preview."
    />
  );
}
