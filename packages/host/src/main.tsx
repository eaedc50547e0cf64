import { createI18n } from '@puente/core';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createHostRouter, loadRoutesAt } from './app/router';
import { SiteRoot } from './app/site-root';
import { initialLocale, loadCatalogsDrawn, prerenderedLocale } from './lib/initial-locale';
import { createLocaleStore } from './lib/locale';
import { renderedQueries, renderedUser } from './lib/rendered-queries';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const prerendered = prerenderedLocale();

if (prerendered) {
  // A page the server sent rendered (scripts/prerender.ts): a public page to a
  // browser with no session, or a student's finder for its student. The same
  // tree hydrates it, in its language, as the same user, with its screen and
  // its messages loaded first so nothing on screen changes.
  const localeStore = createLocaleStore({ locale: prerendered });
  const i18n = createI18n(prerendered);
  void loadRoutesAt(window.location.pathname)
    .then(() => loadCatalogsDrawn(i18n, prerendered))
    .then(() => {
      // A transition, so a long page (a student's twenty programmes) hydrates in slices.
      startTransition(() => {
        hydrateRoot(
          root,
          <SiteRoot
            router={createHostRouter()}
            localeStore={localeStore}
            i18n={i18n}
            renderedQueries={renderedQueries()}
            renderedFor={renderedUser()}
            prerendered
          />,
        );
      });
      // A choice saved before the server knew it (no cookie yet): shown now, and sent next time.
      const wanted = initialLocale();
      if (wanted !== prerendered) setTimeout(() => localeStore.setLocale(wanted), 0);
    });
} else {
  // A transition, so React renders the first screen in slices and the browser
  // stays responsive (the brand bar is already on screen; input is not lost).
  startTransition(() => {
    createRoot(root).render(<SiteRoot router={createHostRouter()} />);
  });
}
