import { expect, type Page, test } from '@playwright/test';
import { query, selectionCount, userIdOf } from './support/database';
import { checkboxLabel, registerInForm } from './support/students';

const valeria = { firstName: 'Valeria', lastName: 'Ramírez', password: 'bridge-2027' };
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

test('a new student goes from registering to a saved shortlist that survives a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = `valeria${Date.now()}`;
  await registerInForm(page, { ...valeria, username });
  await expect(page).toHaveURL(/\/intro$/);
  const userId = await userIdOf(username);

  // /intro → /ukus: Continue waits for a choice.
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/ukus$/);
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: /^United Kingdom/ }).check();
  await next.click();

  // /student-info: the tip, the messages, the subject limit, 'not taken'.
  await expect(page).toHaveURL(/\/student-info$/);
  await expect(toast(page).getByText('Tip: Complete your profile')).toBeVisible();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Please select at least one subject')).toBeVisible();
  await expect(page.getByText('Please select your current year')).toBeVisible();

  await checkboxLabel(page, 'Computer Science').click();
  await checkboxLabel(page, 'Engineering').click();
  await checkboxLabel(page, 'Law').click();
  await expect(toast(page).getByText('Selection limit reached')).toBeVisible();
  await expect(toast(page).getByText('You can select at most 2 subjects')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Law' })).not.toBeChecked();

  await page.getByRole('combobox', { name: 'Current year' }).click();
  await page.getByRole('option', { name: '12th Grade' }).click();
  await page.getByRole('spinbutton', { name: 'Math' }).fill('88');
  await page.getByRole('spinbutton', { name: 'Physics' }).fill('81');
  await page.getByRole('spinbutton', { name: 'Chemistry' }).fill('70');
  await checkboxLabel(page, 'Chemistry: Not taken').click();
  const chemistry = page.getByRole('spinbutton', { name: 'Chemistry' });
  await expect(chemistry).toHaveValue('0');
  await expect(chemistry).toBeDisabled();
  await page.getByRole('textbox', { name: 'Overall GPA' }).fill('8.8');
  await page.getByRole('button', { name: 'Save and Continue' }).click();

  await expect(page.getByText('Great job!')).toBeVisible();
  await expect(toast(page).getByText('Success', { exact: true })).toBeVisible();
  await expect(
    toast(page).getByText('Your academic information has been saved successfully!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/foundation-year-intro$/);
  expect(
    await query(
      `select intended_subject, current_year, math_score, chemistry_score, chemistry_not_taken,
              physics_score, overall_gpa from student_info where user_id = $1`,
      [userId],
    ),
  ).toEqual([
    {
      intended_subject: ['Computer Science', 'Engineering'],
      current_year: '12th',
      math_score: 88,
      chemistry_score: 0,
      chemistry_not_taken: true,
      physics_score: 81,
      overall_gpa: '8.8',
    },
  ]);

  // /foundation-year-intro → /foundation-programs: search, filter, add.
  await expect(page.getByRole('heading', { name: 'Why a foundation year?' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore Foundation Programs' }).click();
  await expect(page).toHaveURL(/\/foundation-programs$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Foundation Year Pathways' }),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search programs' }).fill('queen mary');
  await expect
    .poll(async () => (await cards.allInnerTexts()).every((text) => text.includes('Queen Mary')))
    .toBe(true);
  const queenMary = cards.first();
  const queenMaryName = (await queenMary.getByRole('heading').textContent()) ?? '';
  await queenMary.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(toast(page).getByText('Program selected')).toBeVisible();
  await expect(queenMary.getByRole('button', { name: 'Added' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search programs' }).fill('');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Engineering' }).click();
  const [engineeringCount] = await query<{ count: number }>(
    // The finder leaves out programmes whose deadline has passed (in Mexico City's days).
    `select count(*)::int as count from foundation_year_info where subject = 'Engineering'
       and application_deadline >= to_char(now() at time zone 'America/Mexico_City', 'YYYY-MM-DD')`,
  );
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing 1–20 of ${engineeringCount?.count} programs`,
  );
  const engineering = cards.filter({ hasNotText: 'Queen Mary' }).first();
  const engineeringName = (await engineering.getByRole('heading').textContent()) ?? '';
  await engineering.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(engineering.getByRole('button', { name: 'Added' })).toBeVisible();
  await expect.poll(() => selectionCount(userId)).toBe(2);

  // /selected-programs: remove one, after the confirmation.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Programs' })
    .click();
  await expect(page).toHaveURL(/\/selected-programs$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  const removed = page.getByRole('article', { name: engineeringName });
  await removed.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(engineeringName);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await removed.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page).getByText('Program removed')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: queenMaryName })).toBeVisible();

  // A reload shows what was saved: the shortlist, the Added state and the profile.
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: queenMaryName })).toBeVisible();
  expect(
    await query<{ program_name: string; status: string }>(
      `select p.program_name, s.status from selected_programs s
         join foundation_year_info p on p.id = s.program_id where s.user_id = $1`,
      [userId],
    ),
  ).toEqual([{ program_name: queenMaryName, status: 'Not Started' }]);

  await page.goto('/foundation-programs');
  await page.getByRole('searchbox', { name: 'Search programs' }).fill('queen mary');
  await expect(
    page.getByRole('article', { name: queenMaryName }).getByRole('button', { name: 'Added' }),
  ).toBeVisible();

  await page.goto('/student-info');
  await expect(page.getByRole('checkbox', { name: 'Computer Science' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Math' })).toHaveValue('88');
  await expect(page.getByRole('spinbutton', { name: 'Chemistry' })).toBeDisabled();

  // The suggestions know the saved selection: Find my Pathways goes on.
  await page.goto('/university-suggestions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Suggested Computer Science Degrees' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Find my Pathways' }).click();
  await expect(page).toHaveURL(/\/foundation-programs$/);
});
