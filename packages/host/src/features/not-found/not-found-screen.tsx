import { useLingui } from '@lingui/react';
import { useCatalog } from '@puente/ui/i18n';
import { ButtonLink } from '../../components/button-link';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { paths } from '../../config/paths';
import { catalog } from './locales';

/** The catch-all page (SPEC §2): '404 Page Not Found'. */
export function NotFoundScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <PlaceholderScreen
      eyebrow={i18n._('Error 404')}
      title={i18n._('404 Page Not Found')}
      description={i18n._('Did you forget to add the page to the router?')}
      actions={
        <ButtonLink to={paths.home.getHref()} variant="outline">
          {i18n._('Back to home')}
        </ButtonLink>
      }
    />
  );
}
