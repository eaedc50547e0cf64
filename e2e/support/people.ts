import { type Browser, expect, type Page } from '@playwright/test';
import type { Locale, say } from './say';
import { registerByApi } from './students';
import { PUENTE_URL } from './urls';

/** A person on their own browser: their own cookies, the language of the journey. */
export async function person(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: PUENTE_URL });
  return context.newPage();
}

export interface Account {
  firstName: string;
  lastName: string;
  username: string;
}

/** An account named `firstName lastName`, its username the first name (accents aside) and `tag`. */
export const account = (firstName: string, lastName: string, tag: string): Account => ({
  firstName,
  lastName,
  username: `${firstName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}${tag}`,
});

/** Fills the account fields every sign-up form asks for (Register, and the school's own). */
export async function fillAccount(
  form: ReturnType<Page['getByRole']>,
  t: ReturnType<typeof say>,
  who: Account,
) {
  const field = (label: string) => form.getByLabel(t(label), { exact: true });
  await field('First name').fill(who.firstName);
  await field('Last name').fill(who.lastName);
  await field('Email address').fill(`${who.username}@prepa.edu.mx`);
  await field('Username').fill(who.username);
  await field('Password').fill('puente-2027');
  await field('Confirm password').fill('puente-2027');
}

/** Opens an invitation link signed out, registers on the same page and joins. */
export async function joinByLink(
  page: Page,
  t: ReturnType<typeof say>,
  link: string,
  who: Account,
) {
  await page.goto(link);
  await page.getByRole('tab', { name: t('Register') }).click();
  await fillAccount(page.getByRole('tabpanel'), t, who);
  await page
    .getByRole('tabpanel')
    .getByText(t('I have read and accept the privacy notice'))
    .click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: t('Create Account') })
    .click();
  await page.getByRole('button', { name: t('Join'), exact: true }).click();
}

/** Rosa Garza creates the school `schoolName` through the API, signed in on `admin` as its admin. */
export async function schoolByApi(admin: Page, schoolName: string, tag: string) {
  const created = await admin.request.post('/api/schools', {
    data: {
      ...account('Rosa', 'Garza', tag),
      email: `rosa${tag}@prepa.edu.mx`,
      password: 'puente-secret',
      schoolName,
      city: 'Monterrey',
      country: 'México',
    },
  });
  expect(created.status()).toBe(201);
}

/**
 * `inviter` invites a new account as `role`; `page` registers it through the
 * API and accepts. Answers the new account's id.
 */
export async function invitedByApi(
  inviter: Page,
  page: Page,
  role: 'counselor' | 'student' | 'parent',
  who: Account,
): Promise<number> {
  const invitation = await inviter.request.post('/api/invitations', { data: { role } });
  expect(invitation.status()).toBe(201);
  const token = ((await invitation.json()) as { link: string }).link.replace('/join/', '');
  await registerByApi(page, who);
  const accepted = await page.request.post(`/api/invitations/by-token/${token}/accept`, {
    data: {},
  });
  expect(accepted.ok()).toBe(true);
  return ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
}

/**
 * A school made through the API, each of its people on their own browser: the
 * admin, a counselor (Lucía López) the admin invited, and the counselor's
 * student (Luz Treviño unless `studentAccount` says otherwise).
 */
export async function schoolWithStudentByApi(
  browser: Browser,
  locale: Locale,
  schoolName: string,
  tag: string,
  studentAccount = account('Luz', 'Treviño', tag),
) {
  const admin = await person(browser, locale);
  await schoolByApi(admin, schoolName, tag);
  const counselor = await person(browser, locale);
  await invitedByApi(admin, counselor, 'counselor', account('Lucía', 'López', tag));
  const student = await person(browser, locale);
  const studentId = await invitedByApi(counselor, student, 'student', studentAccount);
  return { admin, counselor, student, studentId };
}
