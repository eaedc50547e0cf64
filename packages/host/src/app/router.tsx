import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { paths } from '../config/paths';
import {
  notFoundModule,
  screenModules,
  siteLayoutModule,
  siteQueriesModule,
  siteServicesModule,
} from './route-modules';
import { createRoutes, loadRoutesAt as loadRoutesOf } from './route-tree';

/** Every route of SPEC §2 and the not-found page, each screen a chunk of its own. */
export const routes = createRoutes({
  screens: screenModules,
  notFound: notFoundModule,
  siteServices: siteServicesModule,
  siteQueries: siteQueriesModule,
  siteLayout: siteLayoutModule,
});

/** The site's router on the browser's address bar. */
export function createHostRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory, starting at `initialPath` (stories, tests). */
export function createHostMemoryRouter(initialPath = paths.home.getHref()) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}

/** Loads the screen at `pathname` into the routes before the router is made (hydration). */
export const loadRoutesAt = (pathname: string) => loadRoutesOf(routes, pathname);
