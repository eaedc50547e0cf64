import { type Browser, expect, type Page, test } from '@playwright/test';
import { spanishMessages } from './support/english-shown';
import { registerByApi } from './support/students';
import { PUENTE_URL } from './support/urls';

type Locale = 'en-GB' | 'es-MX';

const spanish = spanishMessages();

/** A message as the screen shows it in `locale` (plain messages, no values). */
const say = (locale: Locale) => (english: string) =>
  locale === 'es-MX' ? (spanish.get(english) ?? english) : english;

/** The bell's name and the campaign's count, whose plurals `say` cannot fill. */
const PLURALS = {
  'en-GB': {
    oneUnread: 'Notices, 1 unread',
    noneUnread: 'Notices, none unread',
    oneAnswered: '1 of 1 student answered',
  },
  'es-MX': {
    oneUnread: 'Avisos, 1 sin leer',
    noneUnread: 'Avisos, ninguno sin leer',
    oneAnswered: '1 de 1 estudiante respondieron',
  },
} as const;

async function person(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: PUENTE_URL });
  return context.newPage();
}

/** `page`'s user accepts an invitation `inviter` makes for `role`, through the real API. */
async function joinAs(inviter: Page, page: Page, role: 'counselor' | 'student') {
  const made = await inviter.request.post('/api/invitations', { data: { role } });
  expect(made.status()).toBe(201);
  const { link } = (await made.json()) as { link: string };
  const accepted = await page.request.post(
    `/api/invitations/by-token/${link.replace('/join/', '')}/accept`,
    {
      data: {},
    },
  );
  expect(accepted.ok()).toBe(true);
}

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a counselor's reminder and campaign reach their student, who answers (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = say(locale);
    const plural = PLURALS[locale];
    const tag = `${Date.now()}`.slice(-7);

    // A school, its counselor and one student, joined through the real API.
    const admin = await person(browser, locale);
    const created = await admin.request.post('/api/schools', {
      data: {
        username: `rosa${tag}`,
        password: 'puente-secret',
        email: `rosa${tag}@example.mx`,
        firstName: 'Rosa',
        lastName: 'Garza',
        schoolName: `Prepa Avisos ${tag}`,
        city: 'Monterrey',
        country: 'México',
      },
    });
    expect(created.status()).toBe(201);
    const counselor = await person(browser, locale);
    await registerByApi(counselor, {
      username: `lucia${tag}`,
      firstName: 'Lucía',
      lastName: 'López',
    });
    await joinAs(admin, counselor, 'counselor');
    const student = await person(browser, locale);
    await registerByApi(student, { username: `luz${tag}`, firstName: 'Luz', lastName: 'Treviño' });
    await joinAs(counselor, student, 'student');

    // The counselor sends the SPEC's reminder and launches the default campaign.
    await counselor.goto('/advisor-dashboard');
    await counselor.getByRole('button', { name: t('Send Reminder'), exact: true }).click();
    const reminder = counselor.getByRole('dialog', { name: t('Send Reminder to Students') });
    await expect(reminder.getByRole('button', { name: 'Luz Treviño' })).toBeVisible();
    await reminder.getByRole('button', { name: t('Send Reminder'), exact: true }).click();
    await expect(reminder).toBeHidden();

    await counselor.getByRole('button', { name: t('Launch Learning Campaign') }).click();
    const campaign = counselor.getByRole('dialog', { name: t('Launch Learning Campaign') });
    await campaign.getByRole('button', { name: t('Launch Campaign') }).click();
    await expect(campaign).toBeHidden();

    // The student sees the bell's count, reads the notice and answers every question.
    await student.goto('/dashboard');
    await student.getByRole('button', { name: plural.oneUnread }).click();
    const notices = student.getByRole('dialog', { name: t('Notices') });
    await expect(notices.getByText(/Luz Treviño/)).toBeVisible();
    await notices.getByRole('button', { name: t('Mark all as read') }).click();
    await student.keyboard.press('Escape');
    await expect(student.getByRole('button', { name: plural.noneUnread })).toBeVisible();

    const tasks = student.getByRole('region', { name: t('Your tasks') }).getByRole('listitem');
    await expect(tasks.first()).toBeVisible();
    const count = await tasks.count();
    for (let index = 0; index < count; index += 1) {
      const task = tasks.nth(index);
      await task.getByRole('textbox').fill(`Respuesta ${index + 1}`);
      await task.getByRole('button', { name: t('Send answer') }).click();
      await expect(task.getByText(t('Answered'))).toBeVisible();
    }

    // The counselor sees who has answered.
    await counselor.getByRole('button', { name: t('Campaign answers') }).click();
    const answers = counselor.getByRole('dialog', { name: t('Campaign answers') });
    await expect(answers.getByText(plural.oneAnswered)).toBeVisible();
    await answers.getByRole('button', { name: t('See who answered') }).click();
    await expect(answers.getByText('Luz Treviño')).toBeVisible();
    await expect(answers.getByText(t('Answered'), { exact: true })).toBeVisible();

    for (const page of [admin, counselor, student]) await page.context().close();
  });
}
