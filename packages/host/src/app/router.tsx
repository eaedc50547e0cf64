import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { SiteLayout } from '../components/layouts/site-layout';
import { RequireSignedIn } from '../components/require-signed-in';
import { RouteError } from '../components/route-error';
import { SessionLoading } from '../components/session-loading';
import { paths } from '../config/paths';

/** Each route is its own chunk: its module is fetched the first time it is visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The student screens: a signed-out visitor is sent to /auth. */
const studentRoutes: RouteObject[] = [
  { path: paths.dashboard.path, lazy: screen(() => import('./routes/dashboard')) },
  { path: paths.intro.path, lazy: screen(() => import('./routes/intro')) },
  { path: paths.countryChoice.path, lazy: screen(() => import('./routes/ukus')) },
  { path: paths.studentInfo.path, lazy: screen(() => import('./routes/student-info')) },
  {
    path: paths.foundationYearIntro.path,
    lazy: screen(() => import('./routes/foundation-year-intro')),
  },
  {
    path: paths.universitySuggestions.path,
    lazy: screen(() => import('./routes/university-suggestions')),
  },
  {
    path: paths.foundationPrograms.path,
    lazy: screen(() => import('./routes/foundation-programs')),
  },
  { path: paths.selectedPrograms.path, lazy: screen(() => import('./routes/selected-programs')) },
  {
    path: paths.personalStatement.path,
    lazy: screen(() => import('./routes/personal-statement')),
  },
  {
    path: paths.personalStatementBuilder.path,
    lazy: screen(() => import('./routes/personal-statement-builder')),
  },
  { path: paths.essayFeedback.path, lazy: screen(() => import('./routes/essay-feedback')) },
  {
    path: paths.scholarshipsListing.path,
    lazy: screen(() => import('./routes/scholarships-listing')),
  },
  { path: paths.scholarships.path, lazy: screen(() => import('./routes/scholarships')) },
  { path: paths.timeline.path, lazy: screen(() => import('./routes/timeline')) },
  { path: paths.exploration.path, lazy: screen(() => import('./routes/exploration')) },
];

/** Open to anyone: the landing page, the staff dashboards (sample data), the embed page. */
const openRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: screen(() => import('./routes/home')) },
  { path: paths.checkIn1.path, lazy: screen(() => import('./routes/check-in-1')) },
  { path: paths.checkIn2.path, lazy: screen(() => import('./routes/check-in-2')) },
  { path: paths.advisorDashboard.path, lazy: screen(() => import('./routes/advisor-dashboard')) },
  { path: paths.parentDashboard.path, lazy: screen(() => import('./routes/parent-dashboard')) },
  { path: paths.admin.path, lazy: screen(() => import('./routes/admin')) },
  { path: paths.embed.path, lazy: screen(() => import('./routes/embed')) },
];

/** Every route of SPEC §2 and the not-found page. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: SessionLoading,
    children: [
      { path: paths.auth.path, lazy: screen(() => import('./routes/auth')) },
      {
        Component: SiteLayout,
        children: [
          ...openRoutes,
          { Component: RequireSignedIn, children: studentRoutes },
          { path: '*', lazy: screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** The site's router on the browser's address bar. */
export function createHostRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory, starting at `initialPath` (stories, tests). */
export function createHostMemoryRouter(initialPath = paths.home.getHref()) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
