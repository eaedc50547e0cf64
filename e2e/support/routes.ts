import { expect, type Page } from '@playwright/test';

/** The demo school: the SPEC's sample staff screens, open to anyone. */
export const DEMO_ROUTES = [
  '/demo/advisor-dashboard',
  '/demo/check-in-1',
  '/demo/check-in-2',
  '/demo/parent-dashboard',
  '/demo/admin',
];

/** Every route a visitor reaches before signing in (and an unknown one, for the 404 page). */
export const SIGNED_OUT_ROUTES = [
  '/',
  '/auth',
  '/embed',
  '/schools/new',
  '/join/not-a-token',
  '/programmes/1',
  ...DEMO_ROUTES,
  '/help',
  '/help/foundation-year',
  '/help/ielts',
  '/help/degree-recognition',
  '/help/funding',
  '/contact',
  '/privacy',
  '/terms',
  '/no-such-page',
];

/** Every route of the signed-in site, for a student whose selection `selection` is saved. */
export const signedInRoutes = (selection: number) => [
  '/',
  '/?phase=3',
  '/dashboard',
  '/intro',
  '/ukus',
  '/student-info',
  '/foundation-year-intro',
  '/university-suggestions',
  '/foundation-programs',
  '/selected-programs',
  `/personal-statement/${selection}`,
  '/personal-statement-builder',
  '/essay-feedback',
  '/scholarships-listing',
  `/scholarships/${selection}`,
  `/timeline/${selection}`,
  '/exploration',
  '/join',
  ...DEMO_ROUTES,
  // A staff screen opened by a student: whom the page is for, and the way home.
  '/advisor-dashboard',
  '/embed',
];

/** Opens `path` and waits until the screen settled: its main shown, its data and lazy parts in. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  // A busy machine may never be idle, so wait a while at most.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}
