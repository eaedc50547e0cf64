import { paths } from '../config/paths';
import { publicScreenModules } from './public-screens';
import { createRoutes, type RouteModules } from './route-tree';

/** A screen the prerender has not bundled: the build fails, naming it. */
const notPublic = (name: string) => () =>
  Promise.reject(
    // untranslated: the build's own message
    new Error(`prerender: ${name} is not a public page (src/app/prerender-routes.ts)`),
  );

const bundled: Partial<RouteModules['screens']> = publicScreenModules;
const screens = Object.fromEntries(
  Object.keys(paths).map((name) => [name, bundled[name as keyof typeof paths] ?? notPublic(name)]),
) as RouteModules['screens'];

/**
 * The site's routes with only the public pages' screens behind them: the
 * site's route-modules.ts would bring every screen of the router into the
 * prerender's build. The routes are the site's, so a page matches and
 * hydrates the same tree.
 */
export const prerenderRoutes = createRoutes({
  screens,
  notFound: notPublic('the not-found page'),
  siteServices: () => import('./site-services'),
  siteQueries: () => import('./site-queries'),
  siteLayout: () => import('../components/layouts/site-layout'),
});
