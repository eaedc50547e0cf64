import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { query } from './support/database';
import { expectSteadyLayout } from './support/layout-shifts';
import { signedOutUser, watchProblems } from './support/problems';
import { PUENTE_URL, SCHOOL_SITE_URL } from './support/urls';

interface ReadyBox {
  tagName: string;
  height: number;
  reserved: string;
}

/** Before any script of the page: what each element looks like when it says it is ready (shows its content). */
function recordReadyBoxes(page: Page) {
  return page.addInitScript(() => {
    const boxes: ReadyBox[] = [];
    (window as unknown as { readyBoxes: ReadyBox[] }).readyBoxes = boxes;
    document.addEventListener('puente-ready', (event) => {
      const element = event.target as HTMLElement;
      boxes.push({
        tagName: element.localName,
        height: element.getBoundingClientRect().height,
        reserved: getComputedStyle(element).minHeight,
      });
    });
  });
}

const styleOf = (locator: ReturnType<Page['locator']>, properties: string[]) =>
  locator.evaluate((element, names) => {
    const computed = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
  }, properties);

test('a school page with one script, a strict CSP and hostile CSS runs two elements: styled, sealed, heard, and still', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${PUENTE_URL}/widgets/`)) widgetRequests.push(request.url());
  });
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${PUENTE_URL}/api/`)) apiRequests.push(request.url());
  });
  await recordReadyBoxes(page);

  const response = await page.goto(`${SCHOOL_SITE_URL}/two-elements.html`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain(`script-src 'self' ${PUENTE_URL}`);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);

  const waitlist = page.locator('puente-waitlist');
  const finder = page.locator('puente-programme-finder');
  const heard = (name: string) => page.locator(`#events [data-event="${name}"]`);

  // The waitlist is in view: defined and rendered. The finder is far below: not loaded yet.
  await expect(waitlist.getByLabel('Name', { exact: true })).toBeVisible();
  await expect(heard('puente-ready')).toHaveText(['puente-ready {"tagName":"puente-waitlist"}']);
  expect(await page.evaluate(() => Boolean(customElements.get('puente-programme-finder')))).toBe(
    false,
  );
  expect(widgetRequests.some((url) => url.endsWith('/puente-programme-finder.js'))).toBe(false);

  // Near the viewport, the finder loads; React and the shared chunks do not load again.
  await finder.scrollIntoViewIfNeeded();
  await expect(finder.getByRole('article')).toHaveCount(3);
  await expect(heard('puente-ready')).toHaveCount(2);
  await expect(heard('puente-ready').nth(1)).toHaveText(
    'puente-ready {"tagName":"puente-programme-finder"}',
  );
  // The React runtime chunk (`react-<hash>.js`), once for both elements.
  expect(widgetRequests.filter((url) => /\/chunks\/react-[\w-]{8}\.js$/.test(url))).toHaveLength(1);
  expect(new Set(widgetRequests).size).toBe(widgetRequests.length);

  // Each element filled at least the space the loader reserved (the finder, ready once its
  // programmes show, grows below it), and nothing on the page moved.
  const readyBoxes = await page.evaluate(
    () => (window as unknown as { readyBoxes: ReadyBox[] }).readyBoxes,
  );
  expect(readyBoxes.map(({ tagName }) => tagName)).toEqual([
    'puente-waitlist',
    'puente-programme-finder',
  ]);
  for (const box of readyBoxes) {
    expect(box.reserved, box.tagName).toMatch(/^\d+px$/);
    expect(box.height, box.tagName).toBeGreaterThanOrEqual(Number.parseFloat(box.reserved));
  }
  // Nothing of the page's moved; inside the finder its loading box gives way to the results.
  await expectSteadyLayout(page);

  // Styled, themed from outside, and the school's `* { color: red; font: 40px serif }` (on
  // <html> too, so 1rem is 40px there) stops at the shadow roots.
  const submit = waitlist.getByRole('button', { name: 'Join Waitlist' });
  expect(
    await styleOf(submit, [
      'color',
      'font-size',
      'font-family',
      'background-color',
      'letter-spacing',
    ]),
  ).toEqual({
    // White, computed from the brand colour (text on it keeps 4.5:1) where the browser can.
    color: expect.stringMatching(/^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/),
    'font-size': '14px',
    'font-family': expect.not.stringMatching(/^serif$/),
    'background-color': 'rgb(122, 28, 60)',
    'letter-spacing': '1.4px',
  });
  const card = finder.getByRole('article').first();
  const cardStyle = await styleOf(card, ['color', 'background-color', 'font-size']);
  expect(cardStyle.color).not.toBe('rgb(255, 0, 0)');
  expect(cardStyle['background-color']).not.toMatch(/^rgba?\(255, 255, 255/);
  expect(cardStyle['font-size']).not.toBe('40px');

  // ...and none of Puente's styles reach the school's document: only the loader's reservations.
  const documentStyles = await page.evaluate(() => ({
    linked: [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'),
    adopted: document.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    ),
    styleElements: document.querySelectorAll('style').length,
  }));
  expect(documentStyles.linked).toEqual([
    `${SCHOOL_SITE_URL}/hostile.css`,
    `${SCHOOL_SITE_URL}/two-elements.css`,
  ]);
  expect(documentStyles.styleElements).toBe(0);
  expect(documentStyles.adopted.length).toBeGreaterThan(0);
  for (const rule of documentStyles.adopted) {
    expect(rule).toMatch(/^(@media [^{]+\{\s*)?:where\(puente-[a-z-]+/);
  }
  await expect(page.locator('h1')).toHaveCSS('color', 'rgb(255, 0, 0)');

  // The outcomes reach the page: a waitlist entry (and its row), a chosen programme.
  const email = `orientacion+sdk-${Date.now()}@colegio-americano.mx`;
  await waitlist.getByLabel('Name', { exact: true }).fill('Mariana Torres');
  await waitlist.getByLabel('Email').fill(email);
  await waitlist.getByLabel('School name').fill('Colegio Americano de Guadalajara');
  await submit.click();
  await expect(waitlist.getByText('Thank you for joining!')).toBeVisible();
  await expect(heard('puente-waitlist-joined')).toContainText(email);
  expect(await query('select name, school_name from waitlist where email = $1', [email])).toEqual([
    { name: 'Mariana Torres', school_name: 'Colegio Americano de Guadalajara' },
  ]);

  const chosen = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Add to My Selections' }).click();
  await expect(heard('puente-programme-selected')).toContainText(chosen);
  // The toast's code and styles came in a chunk of their own, after the first render: styled too.
  const toast = finder.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText('Saved here');
  await expect(toast).toHaveCSS('display', 'grid');

  // An element the page's own script adds later is picked up too, and the code a press
  // loads (the waitlist's dialog, with its styles) arrives styled.
  await page.evaluate(() => {
    const button = document.createElement('puente-waitlist');
    button.setAttribute('mode', 'button');
    // The school's page is Spanish; like its other elements, this one is asked for in English.
    button.setAttribute('lang', 'en');
    button.setAttribute(
      'api-base',
      document.querySelector('#waitlist')?.getAttribute('api-base') ?? '',
    );
    document.body.append(button);
  });
  const later = page.locator('puente-waitlist[mode="button"]');
  await later.scrollIntoViewIfNeeded();
  await later.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = later.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(dialog).toBeVisible();
  await expect(later.locator('[data-scope="dialog"][data-part="positioner"]')).toHaveCSS(
    'position',
    'fixed',
  );

  // Only the public endpoints were called, and nothing went wrong.
  for (const url of apiRequests) {
    expect(new URL(url).pathname).toMatch(/^\/api\/(waitlist|foundation-programs)(\/|$)/);
  }
  expect(problems).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the finder's results and its sort and filter controls come together, and nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SCHOOL_SITE_URL}/two-elements.html`);
    const finder = page.locator('puente-programme-finder');
    await finder.scrollIntoViewIfNeeded();
    await expect(finder.getByRole('article')).toHaveCount(3);
    await expect(finder.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    // Inside the finder its loading box gives way to the results (0.007 to 0.014 on a busy machine).
    await expectSteadyLayout(page);
  });
}

test('/embed lists every element with its snippet, and previews them from the built widgets', async ({
  page,
}) => {
  const problems = watchProblems(page, signedOutUser);
  const manifest = JSON.parse(
    readFileSync(new URL('../packages/widgets/custom-elements.json', import.meta.url), 'utf8'),
  ) as { modules: { declarations: { tagName?: string }[] }[] };
  const tagNames = manifest.modules.flatMap((module) =>
    module.declarations.flatMap((d) => (d.tagName ? [d.tagName] : [])),
  );

  await page.goto('/embed');
  await expect(
    page.getByRole('heading', { level: 1, name: "Puente on your school's website" }),
  ).toBeVisible();
  await expect(
    page.getByText(`<script async src="${PUENTE_URL}/widgets/v1/loader.js"></script>`),
  ).toBeVisible();
  for (const tagName of tagNames) {
    await expect(page.getByRole('region', { name: `<${tagName}>`, exact: true })).toBeVisible();
  }

  const waitlist = page.getByRole('region', { name: '<puente-waitlist>', exact: true });
  await expect(
    waitlist.getByText(`<puente-waitlist api-base="${PUENTE_URL}"></puente-waitlist>`),
  ).toBeVisible();
  // The preview loads as a school's element would: once it comes near the viewport.
  await waitlist.locator('puente-waitlist').scrollIntoViewIfNeeded();
  await expect(
    waitlist.locator('puente-waitlist').getByLabel('Name', { exact: true }),
  ).toBeVisible();
  await expect(waitlist.getByText('puente-ready {"tagName":"puente-waitlist"}')).toBeVisible();
  await expect(page.getByText(/No live previews/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('from a school origin the public endpoints answer, and the credentialed ones stay shut', async ({
  page,
}) => {
  await page.goto(`${SCHOOL_SITE_URL}/two-elements.html`);
  const answers = await page.evaluate(async (puente) => {
    const status = async (path: string, init: RequestInit) => {
      try {
        return (await fetch(`${puente}${path}`, init)).status;
      } catch {
        return 'refused by the browser';
      }
    };
    return {
      catalogue: await status('/api/foundation-programs', {}),
      waitlist: await status('/api/waitlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({}),
      }),
      user: await status('/api/user', { credentials: 'include' }),
      selections: await status('/api/selected-programs', { credentials: 'include' }),
    };
  }, PUENTE_URL);
  expect(answers).toEqual({
    catalogue: 200,
    waitlist: 400,
    user: 'refused by the browser',
    selections: 'refused by the browser',
  });
});
