import { expect, test } from '@playwright/test';
import { query } from './support/database';
import { watchProblems } from './support/problems';
import { PUENTE_PORT, SCHOOL_SITE_URL } from './support/urls';

test('a school embeds <puente-programme-finder> on its own site: browse, filter, match, choose', async ({
  page,
}) => {
  const problems = watchProblems(page);

  await page.goto(`${SCHOOL_SITE_URL}/finder.html`);
  const finder = page.locator('puente-programme-finder');
  await expect(finder.getByRole('heading', { name: 'Foundation Year Pathways' })).toBeVisible();
  const ready = page.locator('#events [data-event="puente-ready"]');
  await expect(ready).toContainText('puente-programme-finder');
  // puente-ready came once the first programmes were on screen, not while they loaded.
  await expect(ready).not.toHaveAttribute('data-articles', '0');

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

  // Picking a programme keeps it on the page, says so, and tells the school's page which one.
  await kings.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(kings.getByRole('button', { name: 'Saved here' })).toBeVisible();
  await expect(finder.getByText('Sign up to keep it in your Puente account.')).toBeVisible();
  const selected = page.locator('#events [data-event="puente-programme-selected"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText(
    '"slug":"kings-college-london-international-foundation-programme-computer-science"',
  );

  const apply = finder.getByRole('link', { name: 'Get Started Applying' });
  await expect(apply).toHaveAttribute('href', /^http:\/\/localhost:\d+\/auth\?mode=register&/);
  await expect(apply).toHaveAttribute('target', '_blank');

  // The school moves the element to another address of its Puente server at run time: the
  // catalogue comes from there (nothing cached from the old one), and so does applying.
  const other = `http://127.0.0.1:${PUENTE_PORT}`;
  const fromOther = page.waitForRequest((request) =>
    request.url().startsWith(`${other}/api/foundation-programs`),
  );
  await finder.evaluate((element, base) => element.setAttribute('api-base', base), other);
  await fromOther;
  await expect(apply).toHaveAttribute('href', new RegExp(`^${other}/auth\\?mode=register&`));
  await expect(cards.first()).toBeVisible();

  expect(problems).toEqual([]);
});

test('a student picks two programmes on the school site, registers from the finder, and finds both in their selections', async ({
  page,
  context,
}) => {
  await page.goto(`${SCHOOL_SITE_URL}/finder.html`);
  const finder = page.locator('puente-programme-finder');
  const cards = finder.getByRole('article');
  await expect(cards).toHaveCount(6);

  // Two picks, one un-picked and picked again: kept on the page, which hears each change.
  const first = cards.nth(0);
  const second = cards.nth(1);
  const names = [
    ((await first.getByRole('heading').first().textContent()) ?? '').trim(),
    ((await second.getByRole('heading').first().textContent()) ?? '').trim(),
  ];
  await first.getByRole('button', { name: 'Add to My Selections' }).click();
  await first.getByRole('button', { name: 'Saved here' }).click();
  await expect(first.getByRole('button', { name: 'Add to My Selections' })).toBeVisible();
  await first.getByRole('button', { name: 'Add to My Selections' }).click();
  await second.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(page.locator('#events [data-event="puente-programme-deselected"]')).toHaveCount(1);
  await expect(finder.getByText(/^2 programs are saved on this page only\./)).toBeVisible();
  const picked = () =>
    finder.evaluate((element: HTMLElement & { selected: { programName: string }[] }) =>
      element.selected.map(({ programName }) => programName),
    );
  expect(await picked()).toEqual(names);

  // A reload of the school's page keeps them.
  await page.reload();
  await expect(cards).toHaveCount(6);
  await expect(first.getByRole('button', { name: 'Saved here' })).toBeVisible();
  expect(await picked()).toEqual(names);

  // Get Started Applying opens Puente's registration in a new tab, picks and school carried over.
  const [puente] = await Promise.all([
    context.waitForEvent('page'),
    finder.getByRole('link', { name: 'Get Started Applying' }).click(),
  ]);
  await expect(puente.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
  const form = puente.getByRole('tabpanel');
  await expect(
    form.getByText(
      `The 2 programs you picked on ${new URL(SCHOOL_SITE_URL).host} will be saved to your account.`,
    ),
  ).toBeVisible();
  const username = `picks${Date.now()}`;
  await form.getByLabel('Email address').fill(`${username}@colegio-americano.mx`);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('bridge-2027');
  await form.getByLabel('Confirm password').fill('bridge-2027');
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(puente).toHaveURL(/\/selected-programs$/);
  await expect(puente.getByRole('heading', { name: 'Selected Programs', level: 1 })).toBeVisible();
  const selections = puente.getByRole('article');
  await expect(selections).toHaveCount(2);
  const saved = await selections.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('h2, h3')?.textContent?.trim()),
  );
  expect(saved.sort()).toEqual([...names].sort());
  expect(await query('select school_origin from users where username = $1', [username])).toEqual([
    { school_origin: new URL(SCHOOL_SITE_URL).origin },
  ]);
});
