import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { englishShown, englishWithSpanish } from './support/english-shown';
import { account, invitedByApi, person, schoolWithStudentByApi } from './support/people';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';
import { say } from './support/say';
import { registerByApi, selectByApi } from './support/students';

/**
 * Every route of the site, each opened once a pass and checked there for what every page owes
 * its visitor, as they see it once it settled:
 * - no serious or critical axe violation (WCAG 2.2 AA), at a laptop's 1280 px and a phone's 390;
 * - in Spanish, no English message that has a Spanish translation;
 * - in Spanish, whose words are the longer, no page scrolling sideways at 320 px (WCAG 1.4.10,
 *   Reflow), so English fits where Spanish does.
 * Two passes: English in the light theme, Spanish in the dark (the system's setting, as a phone
 * at night has it), so each language and each theme is checked.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };

/** The pass's theme and, in Spanish, the en-GB messages that must not show. */
type Checks = { theme: 'light' | 'dark' } & (
  | { spanish: false }
  | { spanish: true; english: Set<string> }
);

/** What is wrong on `path`, opened on `page` and settled: a line each, empty when nothing is. */
async function problemsOn(page: Page, path: string, checks: Checks): Promise<string[]> {
  await page.setViewportSize(WIDE);
  await openSettled(page, path);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', checks.spanish ? 'es-MX' : 'en-GB');
  await expect(html).toHaveClass(new RegExp(`\\b${checks.theme}\\b`));
  const problems: string[] = [];
  if (checks.spanish) {
    const english = await englishShown(page, checks.english);
    problems.push(...english.map((text) => `English: ${text}`));
  }
  problems.push(...(await seriousViolations(page)).map((line) => `1280: ${line}`));
  await page.setViewportSize(PHONE);
  problems.push(...(await seriousViolations(page)).map((line) => `390: ${line}`));
  if (checks.spanish) {
    await page.setViewportSize(NARROW);
    // A layout a script switches (a table becoming cards) takes a render to follow the width.
    await page
      .waitForFunction((width) => document.documentElement.scrollWidth <= width, NARROW.width, {
        timeout: 2_000,
      })
      .catch(() => {});
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > NARROW.width) problems.push(`320: the page is ${width} px wide`);
  }
  return problems;
}

/** Checks every path in `paths` on `page`, keeping what is wrong under `who path`. */
async function sweep(
  found: Record<string, string[]>,
  who: string,
  page: Page,
  paths: readonly string[],
  checks: Checks,
) {
  for (const path of paths) {
    const problems = await problemsOn(page, path, checks);
    if (problems.length > 0) found[`${who} ${path}`] = problems;
  }
}

test.describe('in English, in the light theme', () => {
  test.use({ locale: 'en-GB', colorScheme: 'light' });

  test('every route a visitor or a student opens passes axe at 1280 and 390 px', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const found: Record<string, string[]> = {};
    const checks: Checks = { theme: 'light', spanish: false };
    await sweep(found, 'visitor', page, SIGNED_OUT_ROUTES, checks);

    await registerByApi(page, {
      username: `axe${Date.now()}`,
      firstName: 'Ana',
      lastName: 'Pérez',
    });
    const selection = await selectByApi(page);
    await sweep(found, 'student', page, signedInRoutes(selection.id), checks);
    expect(found).toEqual({});
  });
});

test.describe('in Spanish, in the dark theme', () => {
  test.use({ locale: 'es-MX', colorScheme: 'dark' });

  test('every route, for a visitor, a school’s student, its counselor, its admin and a parent: axe clean at 1280 and 390 px, no English shown, nothing wider than 320 px; and the downloads in Spanish', async ({
    browser,
    page: visitor,
  }) => {
    test.setTimeout(420_000);
    const english = englishWithSpanish();
    expect(english.size).toBeGreaterThan(500);
    const checks: Checks = { theme: 'dark', spanish: true, english };
    const t = say('es-MX');
    const tag = `${Date.now()}`.slice(-7);
    const found: Record<string, string[]> = {};

    await sweep(found, 'visitor', visitor, SIGNED_OUT_ROUTES, checks);

    const { admin, counselor, student, studentId } = await schoolWithStudentByApi(
      browser,
      'es-MX',
      `Prepa Barrido ${tag}`,
      tag,
      account('Sofía', 'Hernández', tag),
    );
    const selection = await selectByApi(student);
    const parent = await person(browser, 'es-MX');
    await invitedByApi(student, parent, 'parent', account('Marta', 'Ruiz', tag));
    const people = [admin, counselor, student, parent];
    for (const page of people) await page.emulateMedia({ colorScheme: 'dark' });

    await sweep(found, 'student', student, signedInRoutes(selection.id), checks);
    const staffRoutes = ['/advisor-dashboard', `/school/students/${studentId}`];
    await sweep(found, 'admin', admin, ['/admin', ...staffRoutes], checks);
    await sweep(
      found,
      'counselor',
      counselor,
      [
        ...staffRoutes,
        '/check-in-1',
        `/check-in-1?student=${studentId}`,
        `/check-in-2?student=${studentId}`,
      ],
      checks,
    );
    await sweep(found, 'parent', parent, ['/parent-dashboard'], checks);

    // The essay review's download: its headings, counts and labels in Spanish.
    await student.setViewportSize(WIDE);
    await openSettled(student, '/essay-feedback');
    const download = student.waitForEvent('download');
    await student.getByRole('button', { name: t('Download') }).click();
    const review = await readFile(await (await download).path(), 'utf8');
    const labels = review
      .split('\n')
      .flatMap((line) => [/^#+ (.+)$/.exec(line)?.[1], /^> \*\*(.+?):\*\*/.exec(line)?.[1]])
      .filter((label) => label !== undefined);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.filter((label) => english.has(label))).toEqual([]);
    expect(review).not.toMatch(/Personal Statement Review|Score:|Status:|\bwords\b|\bcomments?\b/);

    // The caseload's CSV, as the counselor's browser asks for it.
    const csv = await counselor.request.get('/api/school/caseload.csv', {
      headers: { 'Accept-Language': 'es-MX' },
    });
    const headers =
      (await csv.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]
        ?.split(',') ?? [];
    expect(headers.length).toBeGreaterThan(5);
    expect(headers.filter((header) => english.has(header))).toEqual([]);

    for (const page of people) await page.context().close();
    expect(found).toEqual({});
  });
});
