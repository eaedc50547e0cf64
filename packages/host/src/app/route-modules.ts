import { preloadProgrammeResults } from '@puente/widgets/programme-finder/preload-results';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { publicScreenModules } from './public-screens';
import { preloadScreenReads } from './screen-reads';
import { signedInScreenModules } from './signed-in-screens';

type ScreenModule = () => Promise<{ default: ComponentType }>;
type PathName = keyof typeof paths;

/** Each route's screen, a chunk of its own, by the route's name in `paths`. */
export const screenModules = {
  ...publicScreenModules,
  ...signedInScreenModules,
  dashboard: () => import('./routes/dashboard'),
  intro: () => import('./routes/intro'),
  countryChoice: () => import('./routes/ukus'),
  studentInfo: () => import('./routes/student-info'),
  foundationYearIntro: () => import('./routes/foundation-year-intro'),
  universitySuggestions: () => import('./routes/university-suggestions'),
  selectedPrograms: () => import('./routes/selected-programs'),
  personalStatement: () => import('./routes/personal-statement'),
  personalStatementBuilder: () => import('./routes/personal-statement-builder'),
  essayFeedback: () => import('./routes/essay-feedback'),
  scholarshipsListing: () => import('./routes/scholarships-listing'),
  scholarships: () => import('./routes/scholarships'),
  timeline: () => import('./routes/timeline'),
  exploration: () => import('./routes/exploration'),
  checkIn1: () => import('./routes/check-in-1'),
  checkIn2: () => import('./routes/check-in-2'),
  advisorDashboard: () => import('./routes/advisor-dashboard'),
  parentDashboard: () => import('./routes/parent-dashboard'),
  admin: () => import('./routes/admin'),
  embed: () => import('./routes/embed'),
  compare: () => import('./routes/compare'),
  forgotPassword: () => import('./routes/forgot-password'),
  resetPassword: () => import('./routes/reset-password'),
  createSchool: () => import('./routes/create-school'),
  joinClass: () => import('./routes/join-class'),
  invitation: () => import('./routes/invitation'),
  schoolStudent: () => import('./routes/school-student'),
  demoAdvisorDashboard: () => import('./routes/demo-advisor-dashboard'),
  demoCheckIn1: () => import('./routes/demo-check-in-1'),
  demoCheckIn2: () => import('./routes/demo-check-in-2'),
  demoParentDashboard: () => import('./routes/demo-parent-dashboard'),
  demoAdmin: () => import('./routes/demo-admin'),
} satisfies Record<PathName, ScreenModule>;

/** Parts a screen's widgets fetch on their first render, fetched with the screen instead. */
const screenParts: Partial<Record<PathName, () => Promise<unknown>>> = {
  foundationPrograms: preloadProgrammeResults,
};

export const notFoundModule: ScreenModule = () => import('./routes/not-found');

/** The widgets' provider and the toasts, around every screen. */
export const siteServicesModule = () => import('./site-services');

/** The query cache, around every screen but /auth. */
export const siteQueriesModule = () => import('./site-queries');

/** The header and footer around every screen but /auth. */
export const siteLayoutModule = () => import('../components/layouts/site-layout');

/**
 * Whether `pathname` is an address of the router pattern `pattern` (`:name`
 * is one segment). Not react-router's matchPath: this runs in the preload
 * entry, before the router has downloaded.
 */
function matches(pattern: string, pathname: string) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, index) => part.startsWith(':') || part === have[index])
  );
}

/** The values of `pattern`'s `:name` segments in `pathname`, an address of it, as the router decodes them. */
export function paramsAt(pattern: string, pathname: string): Record<string, string> {
  const have = pathname.split('/').filter(Boolean);
  return Object.fromEntries(
    pattern
      .split('/')
      .filter(Boolean)
      .flatMap((part, index) => {
        if (!part.startsWith(':')) return [];
        try {
          return [[part.slice(1), decodeURIComponent(have[index] ?? '')]];
        } catch {
          return [];
        }
      }),
  );
}

/** The name in `paths` of the route at `pathname`; undefined for the not-found page. */
export function screenAt(pathname: string): PathName | undefined {
  return (Object.keys(paths) as PathName[]).find((key) => matches(paths[key].path, pathname));
}

/**
 * Starts fetching the chunks the screen at `pathname` renders with and the
 * API reads it starts with, while React itself is still on its way
 * (`src/preload.ts`). The router asks for the same modules later and finds
 * them loaded. A signed-out visitor sent from a student screen to /auth
 * fetches /auth's chunk after all.
 */
export function preloadScreen({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const name = screenAt(pathname);
  void siteServicesModule();
  if (name !== 'auth') {
    void siteQueriesModule();
    void siteLayoutModule();
  }
  void (name ? screenModules[name] : notFoundModule)();
  if (name) void screenParts[name]?.();
  preloadScreenReads(name, {
    params: name ? paramsAt(paths[name].path, pathname) : {},
    query: new URLSearchParams(search),
  });
}
