import type { Role } from '@puente/core';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RequireRole } from '../components/require-role';
import { RequireSignedIn } from '../components/require-signed-in';
import { RouteError } from '../components/route-error';
import { SiteLoading } from '../components/site-loading';
import { paths } from '../config/paths';

type PathName = keyof typeof paths;
type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * The modules the routes load: every screen's in the site (route-modules.ts),
 * only the public pages' in the prerender (prerender-routes.ts), so its build
 * bundles no other screen.
 */
export interface RouteModules {
  screens: Record<PathName, ScreenModule>;
  notFound: ScreenModule;
  siteServices: () => Promise<{ SiteServicesLayout: ComponentType }>;
  siteQueries: () => Promise<{ SiteQueriesLayout: ComponentType }>;
  siteLayout: () => Promise<{ SiteLayout: ComponentType }>;
}

/** The student screens: a signed-out visitor is sent to /auth. */
const STUDENT_SCREENS = [
  'dashboard',
  'intro',
  'countryChoice',
  'studentInfo',
  'foundationYearIntro',
  'universitySuggestions',
  'foundationPrograms',
  'selectedPrograms',
  'personalStatement',
  'personalStatementBuilder',
  'essayFeedback',
  'scholarshipsListing',
  'scholarships',
  'timeline',
  'exploration',
] as const satisfies readonly PathName[];

/** Open to anyone: the landing page, the demo school, joining, a new school, the embed page, help and the legal pages, the pages for students and parents, a shared programme or comparison, a forgotten password. */
const OPEN_SCREENS = [
  'home',
  'demoAdvisorDashboard',
  'demoCheckIn1',
  'demoCheckIn2',
  'demoParentDashboard',
  'demoAdmin',
  'createSchool',
  'invitation',
  'embed',
  'help',
  'helpFoundationYear',
  'helpIelts',
  'helpDegreeRecognition',
  'helpFunding',
  'contact',
  'privacy',
  'terms',
  'forStudents',
  'forParents',
  'programme',
  'compare',
  'forgotPassword',
  'resetPassword',
] as const satisfies readonly PathName[];

/** The paths anyone may open (robots.txt keeps search engines off the others). */
export const OPEN_PATHS: readonly string[] = [
  paths.auth.path,
  ...OPEN_SCREENS.map((name) => paths[name].path),
];

/** Every route of SPEC §2 and the not-found page, loading its screens from `modules`. */
export function createRoutes(modules: RouteModules): RouteObject[] {
  /** A screen's module as a lazy route: fetched the first time the route is visited. */
  const screen = (name: PathName): RouteObject => ({
    path: paths[name].path,
    lazy: async () => ({ Component: (await modules.screens[name]()).default }),
  });
  /** The screens of some roles (docs/product/schools.md): signed-out visitors go to /auth, others are told whom they are for. */
  const forRoles = (
    roles: readonly Role[],
    forWhom: string,
    names: readonly PathName[],
  ): RouteObject => ({
    element: <RequireRole roles={roles} forWhom={forWhom} />,
    children: names.map(screen),
  });

  return [
    {
      ErrorBoundary: RouteError,
      HydrateFallback: SiteLoading,
      // The site's services and its page frame are chunks too: the first paint
      // (the fallback) needs neither; the router fetches them with the screen.
      lazy: async () => ({ Component: (await modules.siteServices()).SiteServicesLayout }),
      children: [
        screen('auth'),
        {
          lazy: async () => ({ Component: (await modules.siteQueries()).SiteQueriesLayout }),
          children: [
            {
              lazy: async () => ({ Component: (await modules.siteLayout()).SiteLayout }),
              children: [
                ...OPEN_SCREENS.map(screen),
                forRoles(
                  ['counselor', 'admin'],
                  /*i18n*/ 'This page is for counselors and school admins',
                  ['advisorDashboard', 'checkIn1', 'checkIn2', 'schoolStudent'],
                ),
                forRoles(['admin'], /*i18n*/ 'This page is for school admins', ['admin']),
                forRoles(['parent'], /*i18n*/ 'This page is for parents and guardians', [
                  'parentDashboard',
                ]),
                forRoles(['student'], /*i18n*/ 'This page is for students', ['joinClass']),
                { Component: RequireSignedIn, children: STUDENT_SCREENS.map(screen) },
                {
                  path: '*',
                  lazy: async () => ({ Component: (await modules.notFound()).default }),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the lazy routes of `routes` that match `pathname` into the routes
 * themselves, so a router made afterwards starts with the screen in place:
 * the prerender renders it, and hydration finds the same tree (no fallback in
 * between).
 */
export async function loadRoutesAt(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
