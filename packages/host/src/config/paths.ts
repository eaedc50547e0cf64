import type { Role } from '@puente/core';

/**
 * Every route of SPEC §2, defined once. `path` is the router pattern,
 * `getHref` builds a link to it. Nothing else in the host spells a path.
 */
/** How many programmes a shared comparison holds at most. */
export const COMPARED_MAX = 3;

/** The ids of `/compare?ids=1,2,3`: whole numbers only, at most three, each once. */
export function comparedIds(ids: string | null): number[] {
  const valid = (ids ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id));
  return [...new Set(valid.map(Number))].slice(0, COMPARED_MAX);
}

export const paths = {
  home: { path: '/', getHref: (phase?: 1 | 2 | 3) => (phase ? `/?phase=${phase}` : '/') },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  intro: { path: '/intro', getHref: () => '/intro' },
  countryChoice: { path: '/ukus', getHref: () => '/ukus' },
  studentInfo: { path: '/student-info', getHref: () => '/student-info' },
  foundationYearIntro: { path: '/foundation-year-intro', getHref: () => '/foundation-year-intro' },
  universitySuggestions: {
    path: '/university-suggestions',
    getHref: () => '/university-suggestions',
  },
  foundationPrograms: { path: '/foundation-programs', getHref: () => '/foundation-programs' },
  selectedPrograms: { path: '/selected-programs', getHref: () => '/selected-programs' },
  personalStatement: {
    path: '/personal-statement/:id',
    getHref: (id: string | number) => `/personal-statement/${encodeURIComponent(id)}`,
  },
  personalStatementBuilder: {
    path: '/personal-statement-builder',
    getHref: () => '/personal-statement-builder',
  },
  essayFeedback: { path: '/essay-feedback', getHref: () => '/essay-feedback' },
  scholarshipsListing: { path: '/scholarships-listing', getHref: () => '/scholarships-listing' },
  scholarships: {
    path: '/scholarships/:id',
    getHref: (id: string | number) => `/scholarships/${encodeURIComponent(id)}`,
  },
  timeline: {
    path: '/timeline/:id',
    getHref: (id: string | number) => `/timeline/${encodeURIComponent(id)}`,
  },
  exploration: { path: '/exploration', getHref: () => '/exploration' },
  /** The check-ins of one of the school's students (`?student=`), else a picker. */
  checkIn1: { path: '/check-in-1', getHref: (student?: number) => checkInHref(1, student) },
  checkIn2: { path: '/check-in-2', getHref: (student?: number) => checkInHref(2, student) },
  advisorDashboard: { path: '/advisor-dashboard', getHref: () => '/advisor-dashboard' },
  parentDashboard: { path: '/parent-dashboard', getHref: () => '/parent-dashboard' },
  admin: { path: '/admin', getHref: () => '/admin' },
  auth: {
    path: '/auth',
    /** `redirectTo` is where a visitor sent here was going; sign-in returns there. `register` opens that tab. */
    getHref: (redirectTo?: string | null, mode?: 'register') => {
      const query = new URLSearchParams();
      if (redirectTo) query.set('redirectTo', redirectTo);
      if (mode) query.set('mode', mode);
      return query.size > 0 ? `/auth?${query}` : '/auth';
    },
  },
  embed: { path: '/embed', getHref: () => '/embed' },
  // Help and the legal pages (docs/product/help.md, docs/product/privacy.md): open to anyone.
  help: { path: '/help', getHref: () => '/help' },
  helpFoundationYear: { path: '/help/foundation-year', getHref: () => '/help/foundation-year' },
  helpIelts: { path: '/help/ielts', getHref: () => '/help/ielts' },
  helpDegreeRecognition: {
    path: '/help/degree-recognition',
    getHref: () => '/help/degree-recognition',
  },
  helpFunding: { path: '/help/funding', getHref: () => '/help/funding' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  // What Puente does for a student and for a parent, from the landing page.
  forStudents: { path: '/students', getHref: () => '/students' },
  forParents: { path: '/parents', getHref: () => '/parents' },
  // Shared with the family, readable signed out; the server writes their previews (page-meta.ts).
  programme: {
    path: '/programmes/:id',
    getHref: (id: string | number) => `/programmes/${encodeURIComponent(id)}`,
  },
  /** Up to three (`COMPARED_MAX`) programmes side by side. */
  compare: {
    path: '/compare',
    getHref: (ids: readonly number[]) => `/compare?ids=${ids.slice(0, COMPARED_MAX).join(',')}`,
  },
  // Forgotten passwords (docs/product/accounts.md).
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** A reset link (the server's `resetLink`). */
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  // Schools (docs/product/schools.md).
  createSchool: { path: '/schools/new', getHref: () => '/schools/new' },
  /** A student joins with a class code, prefilled from `?code=`. */
  joinClass: {
    path: '/join',
    getHref: (code?: string) => (code ? `/join?code=${encodeURIComponent(code)}` : '/join'),
  },
  /** An invitation link. */
  invitation: {
    path: '/join/:token',
    getHref: (token: string) => `/join/${encodeURIComponent(token)}`,
  },
  schoolStudent: {
    path: '/school/students/:id',
    getHref: (id: string | number) => `/school/students/${encodeURIComponent(id)}`,
  },
  // The demo school: the SPEC's sample staff screens, open to anyone.
  demoAdvisorDashboard: {
    path: '/demo/advisor-dashboard',
    getHref: () => '/demo/advisor-dashboard',
  },
  demoCheckIn1: { path: '/demo/check-in-1', getHref: () => '/demo/check-in-1' },
  demoCheckIn2: { path: '/demo/check-in-2', getHref: () => '/demo/check-in-2' },
  demoParentDashboard: { path: '/demo/parent-dashboard', getHref: () => '/demo/parent-dashboard' },
  demoAdmin: { path: '/demo/admin', getHref: () => '/demo/admin' },
} as const;

function checkInHref(checkIn: 1 | 2, student?: number) {
  const path = `/check-in-${checkIn}`;
  return student === undefined ? path : `${path}?student=${student}`;
}

/** Where each role's screens begin: after joining, and the header's first link. */
export function roleHome(role: Role): string {
  switch (role) {
    case 'student':
      return paths.dashboard.getHref();
    case 'counselor':
      return paths.advisorDashboard.getHref();
    case 'parent':
      return paths.parentDashboard.getHref();
    case 'admin':
      return paths.admin.getHref();
  }
}

/** Where a signed-in student lands when no destination was remembered (SPEC §2). */
export const AFTER_SIGN_IN = paths.intro.getHref();

// Controls (a tab or newline the URL parser drops: `/\t/evil.example` is `//evil.example`) and backslashes.
const UNSAFE = /[\p{Cc}\\]/u;

/**
 * The remembered destination from `/auth?redirectTo=`, kept only when it is a
 * path inside this site, else the default. It is parsed as a URL against the
 * site's origin, as the browser will, and kept only when it stays on that
 * origin; control characters and backslashes refuse it outright.
 */
export function safeRedirect(
  redirectTo: string | null | undefined,
  // (No window when the public pages are prerendered: an address of no site, then.)
  origin: string = globalThis.location?.origin ?? 'http://puente.invalid',
): string {
  if (!redirectTo?.startsWith('/') || UNSAFE.test(redirectTo)) return AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(redirectTo, origin);
  } catch {
    return AFTER_SIGN_IN;
  }
  if (url.origin !== new URL(origin).origin || url.pathname === paths.auth.path) {
    return AFTER_SIGN_IN;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
