import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { query } from './support/database';
import { account, fillAccount, person } from './support/people';
import { type Locale, say } from './support/say';

/**
 * A family's first questions and their data (docs/product/help.md,
 * docs/product/privacy.md): the footer's help and privacy notice, registering
 * with consent, downloading the account's data and deleting the account.
 */
for (const locale of ['en-GB', 'es-MX'] as const satisfies readonly Locale[]) {
  test(`help, the privacy notice, consent, my data and deleting my account (${locale})`, async ({
    browser,
  }) => {
    const t = say(locale);
    const page = await person(browser, locale);
    const who = account('Ximena', 'Ruiz', `${Date.now()}${locale === 'es-MX' ? 'mx' : 'gb'}`);

    // The footer → help → a topic → the privacy notice.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: t('Help'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('Help'), level: 1 })).toBeVisible();
    await page.getByRole('link', { name: t('What is a foundation year?') }).click();
    await expect(
      page.getByRole('heading', { name: t('What is a foundation year?'), level: 1 }),
    ).toBeVisible();
    await footer.getByRole('link', { name: t('Privacy notice') }).click();
    await expect(page.getByRole('heading', { name: t('Privacy notice'), level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('Your ARCO rights') })).toBeVisible();

    // Registering asks for consent to the notice, and records it.
    await page.goto('/auth');
    await page.getByRole('tab', { name: t('Register') }).click();
    const form = page.getByRole('tabpanel');
    await fillAccount(form, t, who);
    await form.getByRole('button', { name: t('Create Account') }).click();
    await expect(
      form.getByText(t('Please accept the privacy notice to create your account')),
    ).toBeVisible();
    await form.getByText(t('I have read and accept the privacy notice')).click();
    await form.getByRole('button', { name: t('Create Account') }).click();
    await expect(page).toHaveURL(/\/intro$/);
    const [consent] = await query<{ privacy_notice_version: string | null }>(
      'select privacy_notice_version from users where username = $1',
      [who.username],
    );
    expect(consent?.privacy_notice_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // My Profile: download my data, then delete the account.
    await page.goto('/student-info');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t('Download my data') }).click(),
    ]);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(data.account).toMatchObject({ username: who.username, firstName: who.firstName });

    await page.getByRole('button', { name: t('Delete my account') }).click();
    const dialog = page.getByRole('alertdialog', { name: t('Delete your account?') });
    await dialog.getByRole('button', { name: t('Delete my account') }).click();
    await expect(page.getByText(t('Your account was deleted'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await query('select id from users where username = $1', [who.username])).toHaveLength(0);
    await page.context().close();
  });
}

for (const locale of ['en-GB', 'es-MX'] as const satisfies readonly Locale[]) {
  test(`the contact page gives the operator's CONTACT_EMAIL, prerendered and hydrated (${locale})`, async ({
    browser,
  }) => {
    const t = say(locale);
    const page = await person(browser, locale);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const html = await (
      await page.request.get(`/contact?lang=${locale}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('href="mailto:ayuda@puente-e2e.example"');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: t('Contact us'), level: 1 })).toBeVisible();
    const link = page.getByRole('link', { name: 'ayuda@puente-e2e.example' });
    await expect(link).toHaveAttribute('href', 'mailto:ayuda@puente-e2e.example');
    // Hydrated with the same address the server wrote: no mismatch reported.
    await link.focus();
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
    expect(await (await page.request.get('/api/contact')).json()).toEqual({
      email: 'ayuda@puente-e2e.example',
    });
    await page.context().close();
  });
}
