import type { Role } from '@puente/core';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { RequireRole } from '../components/require-role';
import { RequireSignedIn } from '../components/require-signed-in';
import { RouteError } from '../components/route-error';
import { SiteLoading } from '../components/site-loading';
import { paths } from '../config/paths';
import {
  notFoundModule,
  screenModules,
  siteLayoutModule,
  siteQueriesModule,
  siteServicesModule,
} from './route-modules';

/** A screen's module as a lazy route: fetched the first time the route is visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The student screens: a signed-out visitor is sent to /auth. */
const studentRoutes: RouteObject[] = [
  { path: paths.dashboard.path, lazy: screen(screenModules.dashboard) },
  { path: paths.intro.path, lazy: screen(screenModules.intro) },
  { path: paths.countryChoice.path, lazy: screen(screenModules.countryChoice) },
  { path: paths.studentInfo.path, lazy: screen(screenModules.studentInfo) },
  {
    path: paths.foundationYearIntro.path,
    lazy: screen(screenModules.foundationYearIntro),
  },
  {
    path: paths.universitySuggestions.path,
    lazy: screen(screenModules.universitySuggestions),
  },
  {
    path: paths.foundationPrograms.path,
    lazy: screen(screenModules.foundationPrograms),
  },
  { path: paths.selectedPrograms.path, lazy: screen(screenModules.selectedPrograms) },
  {
    path: paths.personalStatement.path,
    lazy: screen(screenModules.personalStatement),
  },
  {
    path: paths.personalStatementBuilder.path,
    lazy: screen(screenModules.personalStatementBuilder),
  },
  { path: paths.essayFeedback.path, lazy: screen(screenModules.essayFeedback) },
  {
    path: paths.scholarshipsListing.path,
    lazy: screen(screenModules.scholarshipsListing),
  },
  { path: paths.scholarships.path, lazy: screen(screenModules.scholarships) },
  { path: paths.timeline.path, lazy: screen(screenModules.timeline) },
  { path: paths.exploration.path, lazy: screen(screenModules.exploration) },
];

/** Open to anyone: the landing page, the demo school, joining, a new school, the embed page, help and the legal pages, the pages for students and parents, a shared programme or comparison, a forgotten password. */
const openRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: screen(screenModules.home) },
  { path: paths.demoAdvisorDashboard.path, lazy: screen(screenModules.demoAdvisorDashboard) },
  { path: paths.demoCheckIn1.path, lazy: screen(screenModules.demoCheckIn1) },
  { path: paths.demoCheckIn2.path, lazy: screen(screenModules.demoCheckIn2) },
  { path: paths.demoParentDashboard.path, lazy: screen(screenModules.demoParentDashboard) },
  { path: paths.demoAdmin.path, lazy: screen(screenModules.demoAdmin) },
  { path: paths.createSchool.path, lazy: screen(screenModules.createSchool) },
  { path: paths.invitation.path, lazy: screen(screenModules.invitation) },
  { path: paths.embed.path, lazy: screen(screenModules.embed) },
  { path: paths.help.path, lazy: screen(screenModules.help) },
  { path: paths.helpFoundationYear.path, lazy: screen(screenModules.helpFoundationYear) },
  { path: paths.helpIelts.path, lazy: screen(screenModules.helpIelts) },
  { path: paths.helpDegreeRecognition.path, lazy: screen(screenModules.helpDegreeRecognition) },
  { path: paths.helpFunding.path, lazy: screen(screenModules.helpFunding) },
  { path: paths.contact.path, lazy: screen(screenModules.contact) },
  { path: paths.privacy.path, lazy: screen(screenModules.privacy) },
  { path: paths.terms.path, lazy: screen(screenModules.terms) },
  { path: paths.forStudents.path, lazy: screen(screenModules.forStudents) },
  { path: paths.forParents.path, lazy: screen(screenModules.forParents) },
  { path: paths.programme.path, lazy: screen(screenModules.programme) },
  { path: paths.compare.path, lazy: screen(screenModules.compare) },
  { path: paths.forgotPassword.path, lazy: screen(screenModules.forgotPassword) },
  { path: paths.resetPassword.path, lazy: screen(screenModules.resetPassword) },
];

/** The paths anyone may open (robots.txt keeps search engines off the others). */
export const OPEN_PATHS: readonly string[] = [
  paths.auth.path,
  ...openRoutes.flatMap(({ path }) => (path ? [path] : [])),
];

/** The screens of some roles (docs/product/schools.md): signed-out visitors go to /auth, others are told whom they are for. */
const forRoles = (
  roles: readonly Role[],
  forWhom: string,
  children: RouteObject[],
): RouteObject => ({
  element: <RequireRole roles={roles} forWhom={forWhom} />,
  children,
});

const roleRoutes: RouteObject[] = [
  forRoles(['counselor', 'admin'], /*i18n*/ 'This page is for counselors and school admins', [
    { path: paths.advisorDashboard.path, lazy: screen(screenModules.advisorDashboard) },
    { path: paths.checkIn1.path, lazy: screen(screenModules.checkIn1) },
    { path: paths.checkIn2.path, lazy: screen(screenModules.checkIn2) },
    { path: paths.schoolStudent.path, lazy: screen(screenModules.schoolStudent) },
  ]),
  forRoles(['admin'], /*i18n*/ 'This page is for school admins', [
    { path: paths.admin.path, lazy: screen(screenModules.admin) },
  ]),
  forRoles(['parent'], /*i18n*/ 'This page is for parents and guardians', [
    { path: paths.parentDashboard.path, lazy: screen(screenModules.parentDashboard) },
  ]),
  forRoles(['student'], /*i18n*/ 'This page is for students', [
    { path: paths.joinClass.path, lazy: screen(screenModules.joinClass) },
  ]),
];

/** Every route of SPEC §2 and the not-found page. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: SiteLoading,
    // The site's services and its page frame are chunks too: the first paint
    // (the fallback) needs neither; the router fetches them with the screen.
    lazy: async () => ({ Component: (await siteServicesModule()).SiteServicesLayout }),
    children: [
      { path: paths.auth.path, lazy: screen(screenModules.auth) },
      {
        lazy: async () => ({ Component: (await siteQueriesModule()).SiteQueriesLayout }),
        children: [
          {
            lazy: async () => ({ Component: (await siteLayoutModule()).SiteLayout }),
            children: [
              ...openRoutes,
              ...roleRoutes,
              { Component: RequireSignedIn, children: studentRoutes },
              { path: '*', lazy: screen(notFoundModule) },
            ],
          },
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

/**
 * Loads the lazy routes that match `pathname` into the routes themselves, so
 * a router made afterwards starts with the screen in place: the prerender
 * renders it, and hydration finds the same tree (no fallback in between).
 */
export async function loadRoutesAt(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
