import { expect, test } from '@playwright/test';
import { decodeStatement } from '@puente/core';
import { query } from './support/database';
import { watchProblems } from './support/problems';
import { registerByApi, selectByApi } from './support/students';

test.describe.configure({ timeout: 120_000 });

const STATEMENT =
  'Fixing radios with my grandfather in Guadalajara taught me how electricity moves, and why it matters to the people who depend on it.';

async function storedStatement(selectionId: number) {
  const rows = await query<{ personal_statement: string | null }>(
    'select personal_statement from selected_programs where id = $1',
    [selectionId],
  );
  return rows[0]?.personal_statement ?? null;
}

test('a student writes, saves and finalizes a statement, then drafts one with the wizard and reads its feedback', async ({
  page,
}) => {
  const problems = watchProblems(page);

  await registerByApi(page, {
    username: `sofia.${Date.now()}`,
    firstName: 'Sofía',
    lastName: 'Ramírez',
  });
  const selection = await selectByApi(page);

  // The dashboard in each phase greets the student.
  for (const phase of [1, 2, 3]) {
    await page.goto(`/?phase=${phase}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sofía!' })).toBeVisible();
  }

  // The editor: write, Save Draft, and the row holds the text.
  await page.goto(`/personal-statement/${selection.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Statement' })).toBeVisible();
  await expect(page.getByText(selection.program.programName, { exact: false })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Your personal statement' });
  await box.fill(STATEMENT);
  await expect(page.getByText(`${STATEMENT.length} / 4,000 characters`)).toBeVisible();
  await expect(page.getByText('2 / 47 lines')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Personal statement saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect.poll(() => storedStatement(selection.id)).toBe(STATEMENT);
  // The badge goes after 3 s.
  await expect(page.getByText('Draft saved')).toBeHidden({ timeout: 6_000 });

  // A reload shows the saved text.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your personal statement' })).toHaveValue(
    STATEMENT,
  );

  // UCAS 2026 and back: both drafts are kept, and the format is saved with the statement.
  await page.getByRole('radio', { name: /UCAS 2026 questions/ }).check();
  const why = page.getByRole('textbox', { name: /^1\. Why do you want to study/ });
  await why.fill('Because engineering turns curiosity into things people can use.');
  await expect(page.getByText('63 characters – 287 more needed (at least 350)')).toBeVisible();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect
    .poll(async () => decodeStatement(await storedStatement(selection.id)).format)
    .toBe('ucas-2026');
  await page.reload();
  await expect(page.getByRole('radio', { name: /UCAS 2026 questions/ })).toBeChecked();
  await expect(why).toHaveValue('Because engineering turns curiosity into things people can use.');
  await page.getByRole('radio', { name: /Single statement/ }).check();
  await expect(page.getByRole('textbox', { name: 'Your personal statement' })).toHaveValue(
    STATEMENT,
  );

  // Leaving with unsaved edits asks first.
  await page.getByRole('link', { name: 'Back to Programs' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(leave).toBeHidden();

  // Finalize saves, then goes to the programmes.
  await page.getByRole('button', { name: 'Finalize' }).click();
  await expect(page).toHaveURL(/\/selected-programs$/);
  const finalized = decodeStatement(await storedStatement(selection.id));
  expect(finalized).toEqual({
    format: 'free',
    text: STATEMENT,
    answers: ['Because engineering turns curiosity into things people can use.', '', ''],
  });

  // The timeline of the programme.
  await page.goto(`/timeline/${selection.id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');

  // The wizard: questionnaire, outline, first draft, feedback.
  await page.goto('/personal-statement-builder');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personal Statement Builder' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(page.getByText('No Questions Answered', { exact: true })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Why do you want to study this subject?' })
    .fill('I fixed radios with my grandfather');
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(page.getByRole('progressbar', { name: 'Generating your outline...' })).toBeVisible();
  await expect(page.getByText('Some Questions Unanswered', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your outline' })).toBeVisible();
  await expect(page.getByText(/I fixed radios with my grandfather/)).toBeVisible();

  await page.getByRole('button', { name: 'Regenerate Outline' }).click();
  await expect(page.getByText('Feedback Required', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Feedback on the outline' }).fill('More on my goals');
  await page.getByRole('button', { name: 'Regenerate Outline' }).click();
  await expect(page.getByText('Outline Regenerated', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Write First Draft' }).click();
  await page.getByRole('textbox', { name: 'Introduction' }).fill(STATEMENT);
  await expect(page.getByRole('region', { name: 'Feedback hints' })).toBeVisible();
  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(STATEMENT);
  await page.getByRole('button', { name: 'Generate Feedback' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Generating feedback on your draft...' }),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/essay-feedback$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Personal Statement Review' }),
  ).toBeVisible();
  await expect(page.getByText('8.5/10')).toBeVisible();
  await expect(page.getByText('Ready to Submit')).toBeVisible();
  await expect(page.getByText('23 words')).toBeVisible();
  await expect(page.getByText('1 comment', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('personal-statement-review.md');

  await page.getByRole('button', { name: 'Re-Review' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Re-reviewing your statement...' }),
  ).toBeVisible();
  await expect(page.getByText('Your statement has been reviewed again.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/\?phase=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sofía!' })).toBeVisible();
  expect(problems).toEqual([]);
});
