import { expect, test } from '@playwright/test';
import { SCHOOL_SITE_URL } from './support/urls';

test('a school embeds <puente-programme-finder> on its own site: browse, filter, match, choose', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(`${SCHOOL_SITE_URL}/finder.html`);
  const finder = page.locator('puente-programme-finder');
  await expect(finder.getByRole('heading', { name: 'Foundation Year Pathways' })).toBeVisible();
  await expect(page.locator('#events [data-event="puente-ready"]')).toContainText(
    'puente-programme-finder',
  );

  // One server page of six at a time, from the whole catalogue, without an account.
  const cards = finder.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(finder.getByText(/^Showing 1–6 of \d+ programs$/)).toBeVisible();
  await expect(finder.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await finder.getByRole('button', { name: 'Next' }).click();
  await expect(finder.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(finder.getByText(/^Showing 7–12 of \d+ programs$/)).toBeVisible();

  // The school's `* { color: red; font: 40px serif }` stops at the shadow root.
  const details = cards.first().getByRole('button', { name: 'Details' });
  const style = await details.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.color, fontSize: computed.fontSize };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.fontSize).not.toBe('40px');

  // University pictures come from Puente's origin under the school's CSP.
  const logo = cards.first().locator('img');
  await expect(logo).toHaveAttribute('src', /^http:\/\/localhost:\d+\/images\/universities\//);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Search (debounced, on the server) and the subject filter.
  await finder.getByRole('searchbox', { name: 'Search programs' }).fill('edinburgh');
  await expect(finder.getByText(/^Showing 1–\d+ of \d+ programs?$/)).toBeVisible();
  await expect
    .poll(async () => (await cards.allInnerTexts()).every((text) => /Edinburgh/.test(text)))
    .toBe(true);
  await finder.getByRole('searchbox', { name: 'Search programs' }).fill('');
  await finder.getByRole('combobox', { name: 'Subject' }).click();
  await finder.getByRole('option', { name: 'Law' }).click();
  await expect(finder.getByText(/^Showing 1–\d of \d programs?$/)).toBeVisible();

  // Nothing found, then Clear Filters.
  await finder.getByRole('searchbox', { name: 'Search programs' }).fill('no such programme');
  await expect(finder.getByRole('heading', { name: 'No Foundation Programs Found' })).toBeVisible();
  await expect(finder.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
  await finder.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards).toHaveCount(6);

  // The match follows the profile the page hands over.
  const kings = finder.getByRole('article', {
    name: 'International Foundation Programme – Computer Science',
  });
  await expect(kings.getByText('Complete your profile to see how well you match')).toBeVisible();
  // With a profile the list is in best-match order (issue 17): narrowed to King's, its card stays on page 1.
  await finder.getByRole('searchbox', { name: 'Search programs' }).fill("King's College London");
  await expect(finder.getByText(/^Showing 1–\d of \d programs?$/)).toBeVisible();
  await page.evaluate(() => {
    const element = document.querySelector('puente-programme-finder') as HTMLElement & {
      profile: unknown;
    };
    element.profile = {
      intendedSubject: ['Computer Science'],
      mathScore: 95,
      physicsScore: 90,
      overallGpa: '9.5',
    };
  });
  await expect(kings.getByText('Computer Science is one of your intended subjects')).toBeVisible();
  await expect(kings.getByText('Math 95% meets the 80% requirement (+15)')).toBeVisible();

  // Choosing a programme tells the school's page which one.
  await kings.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(kings.getByRole('button', { name: 'Added' })).toBeVisible();
  await expect(finder.getByText('Program selected')).toBeVisible();
  const selected = page.locator('#events [data-event="puente-programme-selected"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText(
    '"slug":"kings-college-london-international-foundation-programme-computer-science"',
  );

  const apply = finder.getByRole('link', { name: 'Get Started Applying' });
  await expect(apply).toHaveAttribute('href', /^http:\/\/localhost:\d+\/auth$/);
  await expect(apply).toHaveAttribute('target', '_blank');

  expect(problems).toEqual([]);
});
