import { expect, type Page, test } from '@playwright/test';
import { query } from './support/database';
import { registerInForm } from './support/students';

const sofia = { firstName: 'Sofía', lastName: 'Hernández', password: 'puente-2027' };
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a visitor registers, stays signed in across a reload, signs out and signs in again', async ({
  page,
}) => {
  const username = `sofia${Date.now()}`;
  await registerInForm(page, { ...sofia, username });

  await expect(toasts(page).getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/intro$/);
  const avatar = page.getByRole('button', { name: /Account menu for Sofía Hernández/ });
  await expect(avatar).toHaveText('S');

  // The row is real, and the password is stored only as a hash.
  const [row] = await query<{ password: string; first_name: string }>(
    'select password, first_name from users where username = $1',
    [username],
  );
  expect(row?.first_name).toBe('Sofía');
  expect(row?.password).not.toContain('puente-2027');

  await page.reload();
  await expect(avatar).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }),
  ).toBeVisible();

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(toasts(page).getByText('Logout successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The old session is revoked: a student page sends the visitor to sign in.
  await page.goto('/selected-programs');
  await expect(page).toHaveURL(/\/auth/);

  const login = page.getByRole('tabpanel');
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Login failed')).toBeVisible();
  await expect(login.getByLabel('Username')).toHaveValue(username);

  await login.getByLabel('Password').fill('puente-2027');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/selected-programs$/);
});

test('a counselor joins the waitlist from the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: /Supercharge your school's counselors/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Book a Demo' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByText('School name must be at least 2 characters')).toBeVisible();

  const email = `consejeria+${Date.now()}@colegio-monterrey.mx`;
  await dialog.getByLabel('Name', { exact: true }).fill('Jorge Medina');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('School name').fill('Colegio Monterrey');
  await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(dialog.getByText(/thank you/i).first()).toBeVisible();

  const rows = await query('select name, school_name from waitlist where email = $1', [email]);
  expect(rows).toEqual([{ name: 'Jorge Medina', school_name: 'Colegio Monterrey' }]);

  // Closing resets: the dialog opens on an empty form again.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a student signs out, from My Profile, a phone they left signed in', async ({
  page,
  browser,
}) => {
  const username = `lena${Date.now()}`;
  const student = {
    username,
    password: 'bridge-to-2027',
    email: `${username}@prepa.edu.mx`,
    privacyConsent: true,
  };
  expect((await page.request.post('/api/register', { data: student })).status()).toBe(201);
  const [cookie] = (await page.context().cookies()).filter(({ name }) =>
    name.endsWith('puente.sid'),
  );
  expect(cookie).toMatchObject({ name: '__Host-puente.sid', secure: true, httpOnly: true });

  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  try {
    expect((await phone.request.post('/api/login', { data: student })).status()).toBe(200);

    await page.goto('/student-info');
    const browsers = page.getByRole('list', { name: 'Signed-in browsers' });
    await expect(browsers.getByRole('listitem')).toHaveCount(2);
    await expect(browsers.getByText('This browser')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect(toasts(page).getByText('Safari on iOS is no longer signed in.')).toBeVisible();
    await expect(browsers.getByRole('listitem')).toHaveCount(1);

    expect((await phone.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  } finally {
    await phone.close();
  }
});
