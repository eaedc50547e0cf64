import { paths } from '../config/paths';
import { createRoutes, type RouteModules } from './route-tree';

/** A screen the prerender has not bundled: the build fails, naming it. */
const notPublic = (name: string) => () =>
  // untranslated: the build's own message
  Promise.reject(
    new Error(`prerender: ${name} is not a public page (src/app/prerender-routes.ts)`),
  );

/**
 * The public pages' screens (public-routes.ts), the only ones the prerender's
 * build bundles: the site's route-modules.ts would bring every screen of the
 * router into it. The routes are the site's, so a page matches and hydrates
 * the same tree.
 */
const publicScreens: Partial<RouteModules['screens']> = {
  home: () => import('./routes/home'),
  auth: () => import('./routes/auth'),
  forStudents: () => import('./routes/for-students'),
  forParents: () => import('./routes/for-parents'),
  help: () => import('./routes/help'),
  helpFoundationYear: () => import('./routes/help-foundation-year'),
  helpIelts: () => import('./routes/help-ielts'),
  helpDegreeRecognition: () => import('./routes/help-degree-recognition'),
  helpFunding: () => import('./routes/help-funding'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  programme: () => import('./routes/programme'),
};

const screens = Object.fromEntries(
  Object.keys(paths).map((name) => [
    name,
    publicScreens[name as keyof typeof paths] ?? notPublic(name),
  ]),
) as RouteModules['screens'];

/** The site's routes with only the public pages' screens behind them. */
export const prerenderRoutes = createRoutes({
  screens,
  notFound: notPublic('the not-found page'),
  siteServices: () => import('./site-services'),
  siteQueries: () => import('./site-queries'),
  siteLayout: () => import('../components/layouts/site-layout'),
});
