import { expect, type Page, test } from '@playwright/test';
import { spanishMessages } from './support/english-shown';
import { registerByApi, selectByApi } from './support/students';
import { PUENTE_URL } from './support/urls';

type Locale = 'en-GB' | 'es-MX';

const spanish = spanishMessages();
const say = (locale: Locale) => (english: string) =>
  locale === 'es-MX' ? (spanish.get(english) ?? english) : english;

/** Someone on their own browser, signed in through the API, in the journey's language. */
async function signedIn(
  browser: import('@playwright/test').Browser,
  locale: Locale,
  who: { username: string; firstName: string; lastName: string },
): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: PUENTE_URL });
  const page = await context.newPage();
  await registerByApi(page, who);
  return page;
}

/** `inviter` makes an invitation as `role`; `page` accepts it. */
async function inviteAndAccept(inviter: Page, page: Page, role: 'counselor' | 'student') {
  const made = await inviter.request.post('/api/invitations', { data: { role } });
  expect(made.ok()).toBe(true);
  const { link } = (await made.json()) as { link: string };
  const token = link.replace('/join/', '');
  const accepted = await page.request.post(`/api/invitations/by-token/${token}/accept`, {
    data: {},
  });
  expect(accepted.ok()).toBe(true);
}

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a counselor's caseload follows their student, and an alert clears (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = say(locale);
    const tag = `${Date.now()}`.slice(-7);

    const admin = await browser.newPage({ locale, baseURL: PUENTE_URL });
    const created = await admin.request.post('/api/schools', {
      data: {
        username: `rosa${tag}`,
        password: 'puente-secret',
        email: `rosa${tag}@example.mx`,
        firstName: 'Rosa',
        lastName: 'Garza',
        schoolName: `Prepa Caseload ${tag}`,
        city: 'Monterrey',
        country: 'México',
      },
    });
    expect(created.ok()).toBe(true);
    const counselor = await signedIn(browser, locale, {
      username: `lucia${tag}`,
      firstName: 'Lucía',
      lastName: 'López',
    });
    await inviteAndAccept(admin, counselor, 'counselor');
    const student = await signedIn(browser, locale, {
      username: `luz${tag}`,
      firstName: 'Luz',
      lastName: 'Treviño',
    });
    await inviteAndAccept(counselor, student, 'student');

    // The counselor's caseload has Luz, who has chosen nothing yet.
    await counselor.goto('/advisor-dashboard');
    const students = counselor.getByRole('table', { name: t('My Students') });
    await expect(students.getByRole('link', { name: 'Luz Treviño' })).toBeVisible();
    await expect(students.getByText(t('None chosen'))).toBeVisible();
    const alerts = counselor.getByRole('region', { name: t('Actions Required') });
    const noProgramme = alerts
      .getByRole('listitem')
      .filter({ hasText: t('No programme chosen yet') });
    await expect(noProgramme).toBeVisible();
    await expect(noProgramme.getByRole('link', { name: 'Luz Treviño' })).toHaveAttribute(
      'href',
      /\/school\/students\/\d+$/,
    );

    // Luz chooses a programme; her counselor sees it and the alert is gone.
    const choice = await selectByApi(student);
    await counselor.reload();
    await expect(students.getByText(new RegExp(`^${choice.program.programName}: `))).toBeVisible();
    await expect(alerts.getByText(t('No programme chosen yet'))).toHaveCount(0);

    // The CSV export is hers too.
    const csv = await counselor.request.get('/api/school/caseload.csv');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment/);
    expect(await csv.text()).toContain('Luz Treviño');
  });
}
