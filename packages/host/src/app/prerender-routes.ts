import { paths } from '../config/paths';
import { publicScreenModules } from './public-screens';
import { createRoutes, type RouteModules } from './route-tree';
import { signedInScreenModules } from './signed-in-screens';

/** A screen the prerender has not bundled: the build fails, naming it. */
const notRendered = (name: string) => () =>
  Promise.reject(
    // untranslated: the build's own message
    new Error(`prerender: ${name} is not a page the server renders (src/app/prerender-routes.ts)`),
  );

const bundled: Partial<RouteModules['screens']> = {
  ...publicScreenModules,
  ...signedInScreenModules,
};
const screens = Object.fromEntries(
  Object.keys(paths).map((name) => [
    name,
    bundled[name as keyof typeof paths] ?? notRendered(name),
  ]),
) as RouteModules['screens'];

/**
 * The site's routes with only the screens the server renders behind them (the
 * public pages', and the student screens of signed-in-screens.ts): the
 * site's route-modules.ts would bring every screen of the router into the
 * prerender's build. The routes are the site's, so a page matches and
 * hydrates the same tree.
 */
export const prerenderRoutes = createRoutes({
  screens,
  notFound: notRendered('the not-found page'),
  siteServices: () => import('./site-services'),
  siteQueries: () => import('./site-queries'),
  siteLayout: () => import('../components/layouts/site-layout'),
});
