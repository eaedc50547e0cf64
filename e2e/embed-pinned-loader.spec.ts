import { expect, test } from '@playwright/test';
import { query } from './support/database';
import { watchProblems } from './support/problems';
import { PUENTE_URL, SCHOOL_SITE_URL } from './support/urls';

interface Release {
  version: string;
  build: string;
  loaderIntegrity: string;
}

const release = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get(`${PUENTE_URL}/widgets/release.json`)).json()) as Release;

test('a school pins the loader to an exact build with its integrity hash, async, and leaves out api-base', async ({
  page,
  request,
}) => {
  const { build } = await release(request);
  const problems = watchProblems(page);
  const puenteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PUENTE_URL)) puenteRequests.push(new URL(request.url()).pathname);
  });

  await page.goto(`${SCHOOL_SITE_URL}/pinned.html`);
  const waitlist = page.locator('puente-waitlist');
  const name = waitlist.getByLabel('Name', { exact: true });
  await expect(name).toBeVisible();

  // The finder inside the school's own web component (its shadow root, attached after the
  // loader ran) loads too, and finds its catalogue on the loader's origin.
  const finder = page.locator('school-panel puente-programme-finder');
  await finder.scrollIntoViewIfNeeded();
  await expect(finder.getByRole('article')).toHaveCount(2);
  // Its own cards, once it has taken over from the loader's preview of them.
  await expect(finder.locator('[data-puente-preview]')).toHaveCount(0);

  // Every file came from the pinned build; no element called the school's own server.
  const widgetFiles = puenteRequests.filter((path) => path.startsWith('/widgets/'));
  expect(widgetFiles.length).toBeGreaterThan(3);
  for (const path of widgetFiles) expect(path).toMatch(new RegExp(`^/widgets/${build}/`));
  expect(puenteRequests).toContain('/api/foundation-programs');

  // The school's inherited text properties on <body> change its own text, not Puente's.
  const inherited = [
    'letter-spacing',
    'word-spacing',
    'text-transform',
    'text-indent',
    'text-shadow',
    'text-align',
    'font-style',
    'font-weight',
    'font-variant',
    'white-space',
    'direction',
    'cursor',
    'hyphens',
    'word-break',
    'list-style-type',
    '-webkit-text-fill-color',
  ];
  const styleOf = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((element, names) => {
      const computed = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
    }, inherited);
  const school = await styleOf(page.locator('#after-waitlist'));
  expect(school).toMatchObject({ 'text-transform': 'uppercase', direction: 'rtl', cursor: 'wait' });
  for (const text of [
    waitlist.getByRole('heading', { name: 'Join the waitlist' }),
    finder.getByRole('article').first().getByRole('heading').first(),
  ]) {
    expect(await styleOf(text)).toMatchObject({
      'letter-spacing': 'normal',
      'word-spacing': '0px',
      'text-transform': 'none',
      'text-indent': '0px',
      'text-shadow': 'none',
      'text-align': 'start',
      'font-style': 'normal',
      'font-variant': 'normal',
      'white-space': 'normal',
      direction: 'ltr',
      cursor: 'auto',
      hyphens: 'manual',
      'word-break': 'normal',
    });
  }

  // Joining works without api-base; the thank-you view lets go of the reserved height.
  const reserved = await waitlist.evaluate((element) => element.getBoundingClientRect().height);
  await name.fill('Mariana Torres');
  const email = `pinned+${Date.now()}@colegio-americano.mx`;
  await waitlist.getByLabel('Email').fill(email);
  await waitlist.getByLabel('School name').fill('Colegio Americano de Guadalajara');
  await waitlist.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(waitlist.getByText(/thank you/i).first()).toBeVisible();
  const content = await waitlist.evaluate((element) =>
    Math.max(
      ...[...(element.shadowRoot?.children ?? [])].map(
        (child) => child.getBoundingClientRect().height,
      ),
    ),
  );
  await expect
    .poll(() => waitlist.evaluate((element) => element.getBoundingClientRect().height))
    .toBeLessThan(reserved);
  expect(await waitlist.evaluate((element) => element.getBoundingClientRect().height)).toBe(
    content,
  );
  expect(await query('select name from waitlist where email = $1', [email])).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('the loader added after the page loaded finds the elements already there', async ({
  page,
}) => {
  await page.goto(`${SCHOOL_SITE_URL}/late.html`);
  await page.waitForLoadState('load');
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    script.dataset.apiBase = new URL(src).origin;
    document.head.append(script);
  }, `${PUENTE_URL}/widgets/v1/loader.js`);
  await expect(page.locator('puente-waitlist').getByLabel('Name', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { Puente?: { apiBase: string } }).Puente?.apiBase),
  ).toBe(PUENTE_URL);
});

test('the moving major version is revalidated, an exact build cached for good', async ({
  request,
}) => {
  const { build, loaderIntegrity } = await release(request);
  const moving = await request.get(`${PUENTE_URL}/widgets/v1/loader.js`);
  expect(moving.headers()['cache-control']).toBe('no-cache');
  const exact = await request.get(`${PUENTE_URL}/widgets/${build}/loader.js`);
  expect(exact.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await exact.body()).toEqual(await moving.body());
  const { createHash } = await import('node:crypto');
  expect(
    `sha384-${createHash('sha384')
      .update(await exact.body())
      .digest('base64')}`,
  ).toBe(loaderIntegrity);
  expect((await request.get(`${PUENTE_URL}/widgets/v9/loader.js`)).status()).toBe(404);
});
