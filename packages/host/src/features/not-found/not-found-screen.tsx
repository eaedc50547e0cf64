import { ButtonLink } from '../../components/button-link';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { paths } from '../../config/paths';

/** The catch-all page (SPEC §2): '404 Page Not Found'. */
export function NotFoundScreen() {
  return (
    <PlaceholderScreen
      eyebrow="Error 404"
      title="404 Page Not Found"
      description="Did you forget to add the page to the router?"
      actions={
        <ButtonLink to={paths.home.getHref()} variant="outline">
          Back to home
        </ButtonLink>
      }
    />
  );
}
