import { expect, test } from '@playwright/test';
import { signedOutUser, watchProblems } from './support/problems';

test('advisor dashboard: a reminder goes out, the alert reads Sent', async ({ page }) => {
  const problems = watchProblems(page, signedOutUser);
  await page.goto('/demo/advisor-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Advisor Dashboard' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My Students' }).getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: 'Send Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Reminder to Students' });
  await dialog.getByRole('button', { name: 'Lucas Moreau' }).click();
  await expect(dialog.getByRole('region', { name: 'Preview for Lucas Moreau' })).toContainText(
    'Hi Lucas Moreau,',
  );
  await dialog.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(dialog.getByText('Reminder sent to 6 students.')).toBeVisible();
  await expect(page.getByText('Reminder sent successfully').last()).toBeVisible();
  // The success message shows for 2 s, then the dialog closes itself.
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Sent' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('advisor dashboard on a phone: students as cards, nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/demo/advisor-dashboard');
  await page.getByRole('button', { name: 'View Profile of Maya Chen' }).click();
  await expect(page.getByRole('dialog', { name: 'Maya Chen' })).toBeVisible();
  await page.keyboard.press('Escape');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('parent dashboard: the assistant types, then answers by keyword', async ({ page }) => {
  const problems = watchProblems(page, signedOutUser);
  await page.goto('/demo/parent-dashboard');
  const chat = page.getByRole('region', { name: 'Ask the assistant' });
  await expect(chat.getByRole('button', { name: /financial aid/ })).toBeVisible();

  await chat.getByRole('textbox', { name: 'Your question' }).fill('Is housing guaranteed?');
  await chat.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(chat.getByText('The assistant is typing...')).toBeAttached();
  await expect(chat.getByText(/university halls/)).toBeVisible({ timeout: 5000 });
  await expect(chat.getByText('The assistant is typing...')).toHaveCount(0);
  await expect(chat.getByRole('button', { name: /financial aid/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('administrator dashboard: context is added after Adding..., and a PDF is imported', async ({
  page,
}) => {
  const problems = watchProblems(page, signedOutUser);
  await page.goto('/demo/admin');
  await expect(page.getByRole('progressbar', { name: 'Grade 12' })).toHaveAttribute(
    'aria-valuenow',
    '91',
  );
  const tool = page.getByRole('region', { name: 'School Customization Tool' });
  const add = tool.getByRole('button', { name: 'Add Context' });
  await expect(add).toBeDisabled();

  await tool.getByRole('textbox', { name: 'Add context' }).fill('Exams end on 12 June.');
  await add.click();
  await expect(tool.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  await expect(tool.getByRole('list', { name: 'School context' })).toContainText(
    'Exams end on 12 June.',
  );

  await tool.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(tool.getByRole('progressbar', { name: 'Uploading PDF...' })).toBeVisible();
  await expect(tool.getByText(/School Profile\.pdf/)).toBeVisible({ timeout: 5000 });
  expect(problems).toEqual([]);
});
