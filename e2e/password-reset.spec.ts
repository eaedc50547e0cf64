import { expect, test } from '@playwright/test';
import { mailsTo } from './support/mailbox';
import { person } from './support/people';
import { say } from './support/say';
import { registerByApi } from './support/students';

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a student who forgot their password gets a link by email, sets a new one and signs in (${locale})`, async ({
    browser,
  }) => {
    const t = say(locale);
    const username = `olvido${locale === 'es-MX' ? 'mx' : 'gb'}${Date.now()}`;
    const page = await person(browser, locale);
    await registerByApi(page, { username, firstName: 'Valeria', lastName: 'Ortiz' });
    await page.context().clearCookies();

    // The sign-in form's link, then the username.
    await page.goto('/auth');
    await page.getByRole('link', { name: t('Forgot password?') }).click();
    await expect(page.getByRole('heading', { name: t('Forgot your password?') })).toBeVisible();
    await page.getByLabel(t('Username or email')).fill(username);
    await page.getByRole('button', { name: t('Email me a reset link') }).click();
    await expect(page.getByRole('heading', { name: t('Check your email') })).toBeVisible();

    // The email, in the student's language, carries the link.
    let mail = '';
    await expect(async () => {
      [mail = ''] = await mailsTo(`${username}@example.mx`);
      expect(mail).toContain('/reset-password/');
    }).toPass();
    expect(mail).toContain(
      locale === 'es-MX'
        ? 'Alguien pidió restablecer la contraseña'
        : 'Someone asked to reset the password',
    );
    const link = mail.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]{43}/)?.[0] ?? '';
    expect(link).not.toBe('');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: t('Choose a new password') })).toBeVisible();
    await page.getByLabel(t('New password'), { exact: true }).fill('nueva-clave-2027');
    await page.getByLabel(t('Confirm new password')).fill('nueva-clave-2027');
    await page.getByRole('button', { name: t('Set my new password') }).click();
    await expect(page).toHaveURL(/\/auth$/);

    const login = page.getByRole('tabpanel');
    await login.getByLabel(t('Username')).fill(username);
    await login.getByLabel(t('Password')).fill('nueva-clave-2027');
    await login.getByRole('button', { name: t('Sign In') }).click();
    await expect(page).toHaveURL(/\/intro$/);

    // The link worked once.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: t('This reset link does not work') }),
    ).toBeVisible();
    await page.context().close();
  });
}
