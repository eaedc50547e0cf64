import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { SchoolDetails, User } from '@puente/core';
import { selectionCount, userIdOf } from './support/database';
import { watchProblems } from './support/problems';
import { checkboxLabel } from './support/students';
import { PUENTE_PORT, SCHOOL_SITE_URL, THIRD_SITE_URL } from './support/urls';

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
  // Its fees in pesos too, at the rate the list came with: on a school's site as on Puente's.
  await expect(
    kings.getByText('≈ $611,000 MXN a year (exchange rate of 28 November 2026)'),
  ).toBeVisible();
  const kingsDetails = kings.getByRole('button', { name: 'Details' });
  await kingsDetails.click();
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
  if ((await kingsDetails.getAttribute('aria-expanded')) !== 'true') await kingsDetails.click();
  await expect(kings.getByText('Computer Science is one of your intended subjects')).toBeVisible();
  await expect(kings.getByText('Your Math grade (95%) is above the minimum of 80%')).toBeVisible();

  // Picking a programme keeps it on the page, says so, and tells the school's page which one.
  await kings.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(kings.getByRole('button', { name: 'Saved here' })).toBeVisible();
  await expect(finder.getByText('Sign up to keep it in your Puente account.')).toBeVisible();
  const selected = page.locator('#events [data-event="puente-programme-selected"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText(
    '"slug":"kings-college-london-international-foundation-programme-computer-science"',
  );

  // With a pick, Get Started Applying hands it over (a request first), so it is a button now.
  await expect(finder.getByRole('button', { name: 'Get Started Applying' })).toBeVisible();

  // The school moves the element to another address of its Puente server at run time: the
  // catalogue comes from there (nothing cached from the old one), and so does applying, with
  // that server's picks (none yet): a plain link to its registration.
  const other = `http://127.0.0.1:${PUENTE_PORT}`;
  const fromOther = page.waitForRequest((request) =>
    request.url().startsWith(`${other}/api/foundation-programs`),
  );
  await finder.evaluate((element, base) => element.setAttribute('api-base', base), other);
  await fromOther;
  const apply = finder.getByRole('link', { name: 'Get Started Applying' });
  await expect(apply).toHaveAttribute(
    'href',
    `${other}/auth?mode=register&redirectTo=%2Ffoundation-programs`,
  );
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(cards.first()).toBeVisible();

  expect(problems).toEqual([]);
});

/**
 * A school registered on Puente with the school site's origin as its website, through the API
 * as its first admin would (POST /api/schools, then PUT /api/school): its name and site key.
 */
async function registeredSchool(request: APIRequestContext) {
  const stamp = Date.now();
  const school = {
    schoolName: `Colegio Americano ${stamp}`,
    city: 'Puebla',
    country: 'Mexico',
  };
  const created = await request.post('/api/schools', {
    data: {
      ...school,
      firstName: 'Lucía',
      lastName: 'Méndez',
      email: `admin${stamp}@colegio-americano.mx`,
      username: `admin${stamp}`,
      password: 'bridge-2027-admin',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const saved = await request.put('/api/school', {
    data: { ...school, origins: [new URL(SCHOOL_SITE_URL).origin] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const details = (await saved.json()) as SchoolDetails;
  expect(details.siteKey).toMatch(/^pk_/);
  return { name: school.schoolName, siteKey: details.siteKey };
}

/** The finder at `siteUrl` with the school's site key, `count` programmes picked; their names. */
async function pickOnSchoolPage(page: Page, siteUrl: string, siteKey: string, count: number) {
  await page.goto(`${siteUrl}/finder.html`);
  const finder = page.locator('puente-programme-finder');
  await finder.evaluate((element, key) => element.setAttribute('site-key', key), siteKey);
  const cards = finder.getByRole('article');
  await expect(cards).toHaveCount(6);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    names.push(((await card.getByRole('heading').first().textContent()) ?? '').trim());
    await card.getByRole('button', { name: 'Add to My Selections' }).click();
  }
  await expect(
    finder.getByText(
      new RegExp(`^${count} programs? (is|are) kept in this browser for 30 days\\.`),
    ),
  ).toBeVisible();
  return { finder, names };
}

/** Get Started Applying: the hand-off's request, then Puente's registration in a new tab, with a token only. */
async function handOver(context: BrowserContext, finder: Locator): Promise<Page> {
  const handOff = finder
    .page()
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/hand-offs' &&
        response.request().method() === 'POST',
    );
  const [puente] = await Promise.all([
    context.waitForEvent('page'),
    finder.getByRole('button', { name: 'Get Started Applying' }).click(),
  ]);
  expect((await handOff).status()).toBe(201);
  await expect(puente).toHaveURL(/\/auth\?mode=register&handoff=[A-Za-z0-9_-]+$/);
  return puente;
}

/** Registers `username` in the Register tab of Puente's /auth. */
async function registerStudent(puente: Page, username: string) {
  const form = puente.getByRole('tabpanel');
  await form.getByLabel('Email address').fill(`${username}@colegio-americano.mx`);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('bridge-2027');
  await form.getByLabel('Confirm password').fill('bridge-2027');
  await form.getByText('I have read and accept the privacy notice').click();
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** The signed-in student of `puente`, as the API answers it. */
async function signedInUser(puente: Page): Promise<User> {
  return (await (await puente.request.get('/api/user')).json()) as User;
}

test('a school page with its site key hands two picks over; the new student sees them by name, keeps them and joins the school', async ({
  page,
  context,
  request,
}) => {
  const school = await registeredSchool(request);
  const problems = watchProblems(page);
  const { finder, names } = await pickOnSchoolPage(page, SCHOOL_SITE_URL, school.siteKey, 2);

  const puente = await handOver(context, finder);
  expect(puente.url()).not.toMatch(/picks=|school=/);
  await expect(puente.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
  const note = puente
    .getByRole('tabpanel')
    .getByRole('region', { name: `Programs you picked on ${school.name}’s site` });
  for (const name of names) await expect(note.getByText(name, { exact: true })).toBeVisible();

  const username = `handoff${Date.now()}`;
  await registerStudent(puente, username);

  // Signed in: nothing saved yet; the student confirms, by name, and chooses to join.
  await expect(
    puente.getByRole('heading', { name: 'Save the programs you picked?', level: 1 }),
  ).toBeVisible();
  expect(await selectionCount(await userIdOf(username))).toBe(0);
  for (const name of names) await expect(puente.getByRole('checkbox', { name })).toBeChecked();
  await expect(
    puente.getByRole('heading', { name: `Join ${school.name} on Puente?` }),
  ).toBeVisible();
  await checkboxLabel(puente, `Yes, join ${school.name}`).click();
  await puente.getByRole('button', { name: 'Save' }).click();

  await expect(puente).toHaveURL(/\/selected-programs$/);
  await expect(puente.getByRole('heading', { name: 'Selected Programs', level: 1 })).toBeVisible();
  const selections = puente.getByRole('article');
  await expect(selections).toHaveCount(2);
  const saved = await selections.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('h2, h3')?.textContent?.trim()),
  );
  expect(saved.sort()).toEqual([...names].sort());
  expect(await signedInUser(puente)).toMatchObject({
    username,
    role: 'student',
    school: { name: school.name },
  });
  expect(problems).toEqual([]);
});

test('picks outlive closing the school’s tab, stay in the browser until the student hands them over, then are forgotten', async ({
  page,
  context,
  request,
}) => {
  const school = await registeredSchool(request);
  const { names } = await pickOnSchoolPage(page, SCHOOL_SITE_URL, school.siteKey, 2);
  await page.close();

  // A new tab on the school's site, days later as far as the student knows.
  const again = await context.newPage();
  const sent: string[] = [];
  again.on('request', (sentRequest) => {
    if (sentRequest.method() !== 'GET') sent.push(`${sentRequest.method()} ${sentRequest.url()}`);
  });
  await again.goto(`${SCHOOL_SITE_URL}/finder.html`);
  const finder = again.locator('puente-programme-finder');
  await finder.evaluate((element, key) => element.setAttribute('site-key', key), school.siteKey);
  await expect(finder.getByRole('button', { name: 'Saved here' })).toHaveCount(2);
  await expect(
    finder.getByText(/^2 programs are kept in this browser for 30 days\./),
  ).toBeVisible();
  for (const name of names) {
    await expect(
      finder.getByRole('article', { name }).getByRole('button', { name: 'Saved here' }),
    ).toBeVisible();
  }
  // Kept in the browser only: nothing went anywhere before the student acts.
  expect(sent).toEqual([]);

  const puente = await handOver(context, finder);
  await puente.close();
  await again.reload();
  await expect(finder.getByRole('article')).toHaveCount(6);
  await expect(finder.getByRole('button', { name: 'Saved here' })).toHaveCount(0);
});

test('the same hand-off from a third origin attributes nothing: no school named, no joining, the console says why', async ({
  page,
  context,
  request,
}) => {
  const school = await registeredSchool(request);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { finder, names } = await pickOnSchoolPage(page, THIRD_SITE_URL, school.siteKey, 1);

  const puente = await handOver(context, finder);
  await expect
    .poll(() => warnings.filter((text) => text.includes('is not one of the websites registered')))
    .toHaveLength(1);
  const note = puente.getByRole('tabpanel').getByRole('region', { name: 'Programs you picked' });
  await expect(note.getByText(names[0] ?? '', { exact: true })).toBeVisible();
  await expect(puente.getByText(school.name)).toHaveCount(0);

  const username = `thirdsite${Date.now()}`;
  await registerStudent(puente, username);
  await expect(
    puente.getByText('You picked them on another site. Untick any you do not want.'),
  ).toBeVisible();
  await expect(puente.getByRole('heading', { name: /^Join / })).toHaveCount(0);
  await puente.getByRole('button', { name: 'Save' }).click();

  await expect(puente).toHaveURL(/\/selected-programs$/);
  await expect(puente.getByRole('article')).toHaveCount(1);
  expect(await signedInUser(puente)).toMatchObject({ username, school: null });
});
