import { expect, test } from '@playwright/test';
import { query } from './support/database';
import { watchProblems } from './support/problems';
import { SCHOOL_SITE_URL } from './support/urls';

test('a school embeds <puente-waitlist> on its own site: styled, working, and heard', async ({
  page,
}) => {
  const problems = watchProblems(page);

  await page.goto(SCHOOL_SITE_URL);
  const widget = page.locator('puente-waitlist');
  const name = widget.getByLabel('Name', { exact: true });
  await expect(name).toBeVisible();
  await expect(page.locator('#events [data-event="puente-ready"]')).toHaveCount(1);

  // The school's `* { color: red; font: 40px serif }` stops at the shadow root.
  const submit = widget.getByRole('button', { name: 'Join Waitlist' });
  const style = await submit.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.color, fontSize: computed.fontSize, fontFamily: computed.fontFamily };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.fontSize).not.toBe('40px');
  expect(style.fontFamily).not.toMatch(/^serif$/);
  // ...and none of Puente's styles land in the school's document.
  const pageSheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'),
  );
  expect(pageSheets).toEqual([`${SCHOOL_SITE_URL}/hostile.css`]);
  await expect(page.locator('h1')).toHaveCSS('color', 'rgb(255, 0, 0)');

  // Bad input shows the spec's messages and sends nothing.
  await widget.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(
    widget.getByText('Name must be at least 2 characters', { exact: true }),
  ).toBeVisible();
  await expect(widget.getByText('Please enter a valid email address')).toBeVisible();

  const email = `orientacion+${Date.now()}@colegio-americano.mx`;
  await name.fill('Mariana Torres');
  await widget.getByLabel('Email').fill(email);
  await widget.getByLabel('School name').fill('Colegio Americano de Guadalajara');
  await submit.click();

  await expect(widget.getByText(/thank you/i).first()).toBeVisible();
  const joined = page.locator('#events [data-event="puente-waitlist-joined"]');
  await expect(joined).toHaveCount(1);
  await expect(joined).toContainText(email);

  const rows = await query('select name, school_name from waitlist where email = $1', [email]);
  expect(rows).toEqual([
    { name: 'Mariana Torres', school_name: 'Colegio Americano de Guadalajara' },
  ]);
  expect(problems).toEqual([]);
});
