import { type Browser, expect, type Page, test } from '@playwright/test';
import { account, invitedByApi, schoolByApi } from './support/people';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';
import { registerByApi, selectByApi } from './support/students';
import { PUENTE_URL } from './support/urls';

// WCAG 1.4.10 (Reflow): at 320 CSS px no page scrolls sideways. In Spanish, whose
// words are the longer, so English fits where Spanish does.
const WIDTH = 320;

async function narrow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-MX',
    baseURL: PUENTE_URL,
    viewport: { width: WIDTH, height: 640 },
  });
  return context.newPage();
}

/** The routes on `page` whose page is wider than the screen, with how wide. */
async function widerThanScreen(page: Page, paths: readonly string[]) {
  const wide: Record<string, number> = {};
  for (const path of paths) {
    await openSettled(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > WIDTH) wide[path] = width;
  }
  return wide;
}

test('no page scrolls sideways at 320 px: signed out, student, counselor, admin and parent', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = `${Date.now()}`.slice(-7);
  const found: Record<string, Record<string, number>> = {};

  const visitor = await narrow(browser);
  found.visitor = await widerThanScreen(visitor, SIGNED_OUT_ROUTES);

  const admin = await narrow(browser);
  await schoolByApi(admin, `Prepa Angosta ${tag}`, `angosta${tag}`);
  const counselor = await narrow(browser);
  await invitedByApi(admin, counselor, 'counselor', account('Elena', 'Ruiz', `r${tag}`));
  const student = await narrow(browser);
  const studentId = await invitedByApi(
    admin,
    student,
    'student',
    account('Sofía', 'Hernández', `h${tag}`),
  );
  const selection = await selectByApi(student);

  const parent = await narrow(browser);
  const invitation = await student.request.post('/api/invitations', { data: { role: 'parent' } });
  expect(invitation.status()).toBe(201);
  const token = ((await invitation.json()) as { link: string }).link.replace('/join/', '');
  await registerByApi(parent, { username: `marta${tag}`, firstName: 'Marta', lastName: 'Ruiz' });
  expect((await parent.request.post(`/api/invitations/by-token/${token}/accept`)).ok()).toBe(true);

  found.student = await widerThanScreen(student, signedInRoutes(selection.id));
  found.counselor = await widerThanScreen(counselor, [
    '/advisor-dashboard',
    `/school/students/${studentId}`,
    `/check-in-1?student=${studentId}`,
    `/check-in-2?student=${studentId}`,
  ]);
  found.admin = await widerThanScreen(admin, ['/admin', `/school/students/${studentId}`]);
  found.parent = await widerThanScreen(parent, ['/parent-dashboard']);

  for (const page of [visitor, admin, counselor, student, parent]) await page.context().close();
  expect(found).toEqual({ visitor: {}, student: {}, counselor: {}, admin: {}, parent: {} });
});

// The finder's filters once cut their values off ("Mayor comp…", "Todas las reg…"): in
// Spanish, at a phone's width and a laptop's, every filter shows its whole value.
for (const width of [390, 1280]) {
  test(`the finder's filters show their whole values at ${width} px, in Spanish`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'es-MX',
      baseURL: PUENTE_URL,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    const tag = `${Date.now()}`.slice(-7);
    await registerByApi(page, {
      username: `filtros${width}${tag}`,
      firstName: 'Ana',
      lastName: 'Gil',
    });
    await openSettled(page, '/foundation-programs');
    const filters = page.getByRole('combobox');
    await expect(filters.first()).toBeVisible();
    expect(await filters.count()).toBeGreaterThanOrEqual(5);

    const clipped = await filters.evaluateAll((triggers) =>
      triggers.flatMap((trigger) =>
        [trigger, ...trigger.querySelectorAll('*')]
          .filter((part) => part.scrollWidth > part.clientWidth + 1)
          .map((part) => part.textContent?.trim() ?? ''),
      ),
    );
    expect(clipped).toEqual([]);
    await context.close();
  });
}
