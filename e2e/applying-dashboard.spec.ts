import { expect, test } from '@playwright/test';
import { watchProblems } from './support/problems';
import { registerByApi, selectByApi } from './support/students';

test.describe.configure({ timeout: 120_000 });

test('a student with saved programmes follows the dashboard phases, a timeline, the King’s dialog and the scholarships', async ({
  page,
}) => {
  // A failed request is reported below with its address.
  const problems = watchProblems(page, (text) => text.startsWith('Failed to load resource'));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  await registerByApi(page, {
    username: `lucia.${Date.now()}`,
    firstName: 'Lucía',
    lastName: 'Hernández',
  });
  const queenMary = await selectByApi(page, 'Queen Mary');
  const kings = await selectByApi(page, "King's College London");

  // No phase: the student's own programmes show, the scholarships wait for phase 2.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lucía!' })).toBeVisible();
  const programmes = page.getByRole('region', { name: 'Your Programs' });
  await expect(programmes.getByRole('article')).toHaveCount(2);
  await expect(
    programmes.getByRole('article', { name: queenMary.program.programName }),
  ).toBeVisible();
  const scholarships = page.getByRole('region', { name: 'Available Scholarships' });
  await expect(scholarships.getByRole('heading', { name: 'No Scholarships Found' })).toBeVisible();
  await expect(scholarships.getByRole('link', { name: 'Find Scholarships' })).toHaveAttribute(
    'href',
    '/scholarships-listing',
  );

  // Phase 1: programmes; still no scholarships.
  await page.goto('/?phase=1');
  await expect(programmes.getByRole('article')).toHaveCount(2);
  await expect(scholarships.getByText('No Scholarships Found')).toBeVisible();

  // Phase 2: the carousel (scholarships 1-3 by deadline) and both Upcoming Timelines columns.
  await page.goto('/?phase=2');
  const slides = scholarships.getByRole('listitem');
  await expect(slides).toHaveCount(3);
  await expect(slides.getByRole('heading', { level: 3 })).toHaveText([
    'International Foundation Scholarship',
    'Global Excellence Scholarship',
    'Computer Science Foundation Award',
  ]);
  await expect(scholarships.getByText('Scholarship 1 of 3')).toBeVisible();
  await scholarships.getByRole('button', { name: 'Next scholarship' }).click();
  await expect(scholarships.getByText('Scholarship 2 of 3')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming Timelines' });
  await expect(upcoming.getByRole('link', { name: 'Start Application' })).toHaveCount(4);
  await expect(upcoming.getByRole('link', { name: 'View All Timelines' })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toHaveCount(0);

  // Phase 3: Queen Mary is done, with its green check.
  await page.goto('/?phase=3');
  const queenMaryCard = programmes.getByRole('article', { name: queenMary.program.programName });
  await expect(queenMaryCard.getByText('Done', { exact: true })).toBeAttached();
  await expect(
    programmes
      .getByRole('article', { name: kings.program.programName })
      .getByText('Done', { exact: true }),
  ).toHaveCount(0);

  // King's College London's Info opens its dialog rather than a timeline.
  await programmes
    .getByRole('article', { name: kings.program.programName })
    .getByRole('button', { name: 'Info' })
    .click();
  const dialog = page.getByRole('dialog', { name: "King's College London" });
  await expect(dialog.getByText('£75 (non-refundable)')).toBeVisible();
  await expect(dialog.getByText('English proof (IELTS 5.5 or equivalent)')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Queen Mary's Info is its timeline, computed from its deadline.
  await queenMaryCard.getByRole('link', { name: 'Info' }).click();
  await expect(page).toHaveURL(`/timeline/${queenMary.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Timeline' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Application Timeline' }).getByRole('listitem');
  await expect(steps.getByRole('heading')).toHaveText([
    'Start Application',
    'Personal Statement',
    'Documents',
    'English Test',
    'Application Deadline',
  ]);
  await page.getByRole('link', { name: 'View Scholarships' }).click();
  await expect(page).toHaveURL(`/scholarships/${queenMary.id}`);
  await expect(
    page.getByRole('article', { name: 'International Foundation Scholarship' }).getByText('£5,000'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Application Timeline' }).click();
  await page.getByRole('link', { name: 'Complete' }).click();
  await expect(page).toHaveURL(`/personal-statement/${queenMary.id}`);

  // An id that is not one of the student's selections.
  await page.goto('/timeline/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeVisible();

  // Browse, search and save a scholarship; it stays saved after a reload.
  await page.goto('/scholarships-listing');
  await page.getByRole('searchbox', { name: 'Search scholarships' }).fill('queen mary');
  const found = page.getByRole('list', { name: 'Scholarships' }).getByRole('article');
  await expect(found).toHaveCount(2);
  await found
    .filter({ hasText: 'Humanities Foundation Award' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Scholarship saved')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'Humanities Foundation Award' })
      .getByRole('button', { name: 'Saved' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search scholarships' }).fill('astronomy');
  await expect(page.getByRole('heading', { name: 'No Scholarships Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started Applying' }).click();
  await expect(page).toHaveURL('/?phase=2');
  await expect(scholarships.getByRole('listitem')).toHaveCount(3);

  expect(problems).toEqual([]);
});
