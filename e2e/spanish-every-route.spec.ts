import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { englishShown, englishWithSpanish } from './support/english-shown';
import { account, joinByLink, person, schoolWithStudentByApi } from './support/people';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';
import { say } from './support/say';
import { registerByApi, selectByApi } from './support/students';

// A browser set to Mexican Spanish, on every route of the site.
test.use({ locale: 'es-MX' });

async function englishOn(page: Page, path: string, english: Set<string>): Promise<string[]> {
  await openSettled(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  return englishShown(page, english);
}

test('no route shows an English message that has a Spanish translation, signed out or signed in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const english = englishWithSpanish();
  expect(english.size).toBeGreaterThan(500);
  const found: Record<string, string[]> = {};
  const sweep = async (paths: string[]) => {
    for (const path of paths) {
      const shown = await englishOn(page, path, english);
      if (shown.length > 0) found[path] = shown;
    }
  };

  await sweep(SIGNED_OUT_ROUTES);

  await registerByApi(page, {
    username: `barrido${Date.now()}`,
    firstName: 'Sofía',
    lastName: 'Hernández',
  });
  const selection = await selectByApi(page);

  await sweep(signedInRoutes(selection.id));
  expect(found).toEqual({});
});

// The schools' people in Spanish: an admin, a counselor, a student of the
// school and a parent, each on their own screens, and what they download.
test('no staff or parent screen, and no download, shows an English message that has a Spanish translation', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const english = englishWithSpanish();
  const t = say('es-MX');
  const tag = `${Date.now()}`.slice(-7);
  const found: Record<string, string[]> = {};
  const sweep = async (who: string, page: Page, paths: string[]) => {
    for (const path of paths) {
      const shown = await englishOn(page, path, english);
      if (shown.length > 0) found[`${who} ${path}`] = shown;
    }
  };

  const { admin, counselor, student, studentId } = await schoolWithStudentByApi(
    browser,
    'es-MX',
    `Prepa Barrido ${tag}`,
    tag,
    account('Sofía', 'Hernández', tag),
  );
  await selectByApi(student);

  await student.goto('/student-info');
  await student.getByRole('button', { name: t('Invite a parent') }).click();
  const link = await student
    .getByRole('textbox', { name: t('Parent invitation link'), exact: true })
    .inputValue();
  const parent = await person(browser, 'es-MX');
  await joinByLink(parent, t, link, account('Martha', 'Hernández', tag));
  await expect(parent).toHaveURL(/\/parent-dashboard$/);

  const staffRoutes = ['/advisor-dashboard', `/school/students/${studentId}`];
  await sweep('admin', admin, ['/admin', ...staffRoutes]);
  await sweep('counselor', counselor, [
    ...staffRoutes,
    `/check-in-1?student=${studentId}`,
    `/check-in-2?student=${studentId}`,
  ]);
  await sweep('parent', parent, ['/parent-dashboard']);

  // The essay review's download: its headings, counts and labels in Spanish.
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

  for (const page of [admin, counselor, student, parent]) await page.context().close();
  expect(found).toEqual({});
});
