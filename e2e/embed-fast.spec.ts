import { expect, type Page, test } from '@playwright/test';
import { holdRequests } from './support/held-requests';
import { expectSteadyLayout } from './support/layout-shifts';
import { watchProblems } from './support/problems';
import { PUENTE_URL, SCHOOL_SITE_URL } from './support/urls';

const FALLBACK_PAGE = `${SCHOOL_SITE_URL}/fallback.html`;
/** The school page's own caption beside the finder, which its CSS shows at `:state(ready)`. */
const CAPTION = 'Programas de universidades del Reino Unido, vía Puente.';

const heard = (page: Page, name: string) => page.locator(`#events [data-event="${name}"]`);

test('puente-ready fires once the finder shows its programmes, which it asked for beside its code', async ({
  page,
}) => {
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/foundation-programs')) catalogueRequests.push(request.url());
  });
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/')) widgetRequests.push(request.url());
  });
  // When the first card shows, from the page's own clock.
  await page.addInitScript(() => {
    const look = () => {
      const finder = document.querySelector('puente-programme-finder');
      if (finder?.shadowRoot?.querySelector('article')) {
        (window as unknown as { cardsAt: number }).cardsAt = performance.now();
      } else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(FALLBACK_PAGE);

  const finder = page.locator('puente-programme-finder');
  await expect(finder.getByRole('article')).toHaveCount(4);
  await expect(heard(page, 'puente-ready')).toHaveCount(1);
  // The cards were there when the page heard it, not a spinner or an empty shadow root.
  await expect(heard(page, 'puente-ready')).toHaveAttribute('data-articles', '4');
  await expect(heard(page, 'puente-error')).toHaveCount(0);
  // The fallback link the page put inside is gone once the element shows.
  await expect(page.getByRole('link', { name: 'Foundation programmes on Puente' })).toBeHidden();

  // One catalogue request, the loader's: the element took its answer rather than asking again.
  expect(catalogueRequests).toHaveLength(1);
  // Each file asked for once; before the cards: reserve.css, the loader and the element's few
  // files, asked for at once, its code shared with others' later code among them (what it
  // loads later, once the browser is idle, may start earlier on a busy machine). The bench
  // counts every request on slow 4G (docs/embedding.md).
  expect(new Set(widgetRequests).size).toBe(widgetRequests.length);
  const codeBefore = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        ({ name, startTime }) =>
          startTime < (window as unknown as { cardsAt: number }).cardsAt &&
          name.includes('/widgets/') &&
          !/chunks\/([\w-]+-)?later[-~]|select-behaviour|es-MX/.test(name),
      )
      .map(({ name }) => name),
  );
  expect(codeBefore.length, codeBefore.join('\n')).toBeLessThanOrEqual(8);
  // No other element's own code, before the cards or after them: what the finder loads later
  // (brand colours, toasts, the canned assistant) imports what it shares with other elements
  // from chunks of their own (packages/ui/vite/element-chunks.ts).
  await page.waitForLoadState('networkidle');
  const otherElements = widgetRequests.filter((url) =>
    /chunks\/(advisor-chat|counselor-check-in|statement-builder|timeline|waitlist|shared~timeline)[-~]/.test(
      url,
    ),
  );
  expect(otherElements).toEqual([]);
});

/** The finder's own code, held back until `release()`: a phone still downloading it. */
const holdFinderCode = (page: Page) =>
  // Whichever release the page loads: the moving `v1/`, a pinned one, or the unversioned.
  holdRequests(page, /\/widgets\/.*\bchunks\/programme-finder-[\w-]+\.js$/);

for (const { lang, list, fees } of [
  { lang: 'en', list: 'Foundation programs', fees: 'Tuition fees' },
  { lang: 'es', list: 'Programas Foundation Year', fees: 'Colegiatura' },
]) {
  test(`(${lang}) the loader draws the first page of programmes as soon as it is in, before the finder's code; the finder then takes over and no preview is left`, async ({
    page,
  }) => {
    const release = await holdFinderCode(page);
    // The school's element in the language of the run, as the page parses it.
    await page.addInitScript((lang) => {
      new MutationObserver((records, observer) => {
        for (const { addedNodes } of records) {
          for (const node of addedNodes) {
            if (node instanceof Element && node.localName === 'puente-programme-finder') {
              node.setAttribute('lang', lang);
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, lang);
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/foundation-programs'),
    );
    await page.goto(FALLBACK_PAGE);
    const names: string[] = (
      (await (await answer).json()) as { items: { programName: string }[] }
    ).items.map(({ programName }) => programName);
    expect(names).toHaveLength(4);

    const finder = page.locator('puente-programme-finder');
    const preview = finder.locator('[data-puente-preview]');
    const cards = preview.getByRole('list', { name: list, exact: true });
    await expect(cards).toHaveAttribute('aria-busy', 'true');
    for (const name of names) {
      await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(cards.getByRole('article').first()).toContainText(fees);
    // The page's fallback waits behind the preview; the finder is not ready: its code is not in.
    await expect(page.getByRole('link', { name: 'Foundation programmes on Puente' })).toBeHidden();
    expect(
      await finder.evaluate((element) => customElements.get(element.localName)),
    ).toBeUndefined();
    await expect(heard(page, 'puente-ready')).toHaveCount(0);
    // The page's caption beside the finder waits for `:state(ready)`, in the page's own CSS.
    const caption = page.getByText(CAPTION);
    await expect(caption).toBeHidden();

    release();
    await expect(heard(page, 'puente-ready')).toHaveCount(1);
    await expect(heard(page, 'puente-ready')).toHaveAttribute('data-articles', '4');
    await expect(caption).toBeVisible();
    await expect(preview).toHaveCount(0);
    await expect(finder.getByRole('list', { name: list, exact: true })).toBeVisible();
    for (const name of names) {
      await expect(finder.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // One catalogue request still: the preview read a copy of the loader's, the finder took it.
    expect(
      await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(({ name }) => name.includes('/api/foundation-programs')).length,
      ),
    ).toBe(1);
  });
}

test("the preview is sealed from the school's hostile CSS, allowed by its strict CSP, and in the finder's dark theme", async ({
  page,
}) => {
  const problems = watchProblems(page);
  const release = await holdFinderCode(page);
  await page.goto(`${SCHOOL_SITE_URL}/two-elements.html`);
  const finder = page.locator('puente-programme-finder');
  await finder.scrollIntoViewIfNeeded();
  const preview = finder.locator('[data-puente-preview]');
  await expect(preview.getByRole('article')).toHaveCount(3);

  // hostile.css sets every element's colour red and its font to 40px serif, !important.
  const heading = preview.getByRole('heading', { level: 3 }).first();
  await expect(heading).toHaveCSS('font-size', '18px');
  await expect(heading).not.toHaveCSS('font-family', /^serif$/);
  // Light text on the dark theme's surface: the theme's, not the school's red.
  await expect(heading).toHaveCSS('color', 'rgb(232, 239, 245)');
  await expect(preview).toHaveCSS('background-color', 'rgb(11, 22, 34)');

  release();
  await expect(preview).toHaveCount(0);
  await expect(finder.getByRole('article')).toHaveCount(3);
  // No CSP violation (a blocked style logs an error), nothing thrown.
  expect(problems).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px, six elements hold their space from the page's first layout, the async loader arriving after it: nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The loader as a slow phone gets it: after the page has laid out and painted.
    const release = await holdRequests(page, '**/widgets/v1/loader.js');
    await page.goto(`${SCHOOL_SITE_URL}/bench-six.html`, { waitUntil: 'domcontentloaded' });
    const elements = page.locator(
      'puente-programme-finder, puente-timeline, puente-statement-builder, puente-advisor-chat, puente-counselor-check-in, puente-waitlist',
    );
    // reserve.css, linked in the page's head: each element's space, its page size read from
    // its attribute, before any of Puente's script.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => 'Puente' in window)).toBe(false);
    const reserved = await elements.evaluateAll((all) =>
      all.map((element) => element.getBoundingClientRect().height),
    );
    expect(Math.min(...reserved)).toBeGreaterThan(400);

    release();
    const finder = page.locator('puente-programme-finder');
    await expect(finder.getByRole('article')).toHaveCount(6);
    // Nothing of the page moved when the loader ran, nor when the elements rendered.
    await expectSteadyLayout(page);
  });
}

test('with the loader unreachable, the school hears puente-error (loader) and its fallback link stays, in no reserved space', async ({
  page,
}) => {
  await page.route('**/widgets/v1/loader.js', (route) => route.abort('connectionrefused'));
  await page.goto(FALLBACK_PAGE);

  await expect(heard(page, 'puente-error')).toHaveAttribute('data-reason', 'loader');
  await expect(page.getByRole('link', { name: 'Foundation programmes on Puente' })).toBeVisible();
  const finder = page.locator('puente-programme-finder');
  expect((await finder.boundingBox())?.height ?? 0).toBeLessThan(100);
});

test("with the finder's code unreachable, it fires puente-error (script), lets its space go and shows the page's fallback", async ({
  page,
}) => {
  // It fails once the loader has drawn the programmes, which were in first.
  const fail = await holdRequests(page, /\/widgets\/v1\/chunks\/programme-finder-[\w-]+\.js$/, {
    fail: true,
  });
  await page.goto(FALLBACK_PAGE);
  await expect(page.locator('[data-puente-preview]')).toHaveCount(1);
  fail();

  await expect(heard(page, 'puente-error')).toHaveAttribute('data-reason', 'script');
  await expect(heard(page, 'puente-error')).toContainText('puente-programme-finder');
  const finder = page.locator('puente-programme-finder');
  await expect(finder).toHaveAttribute('data-puente-failed', '');
  await expect(page.getByRole('link', { name: 'Foundation programmes on Puente' })).toBeVisible();
  // Never ready, so the page's caption that waits for it stays hidden.
  await expect(page.getByText(CAPTION)).toBeHidden();
  // The loader's preview of its programmes is gone with it.
  await expect(finder.locator('[data-puente-preview]')).toHaveCount(0);
  expect((await finder.boundingBox())?.height ?? 0).toBeLessThan(100);
  await expect(heard(page, 'puente-ready')).toHaveCount(0);
});

test('with the catalogue down, the finder says so in its space, then fires puente-error (data) and puente-ready', async ({
  page,
}) => {
  await page.route('**/api/foundation-programs**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  await page.goto(FALLBACK_PAGE);

  await expect(heard(page, 'puente-error')).toHaveAttribute('data-reason', 'data');
  await expect(heard(page, 'puente-ready')).toHaveCount(1);
  const finder = page.locator('puente-programme-finder');
  await expect(finder.getByRole('article')).toHaveCount(0);
  expect((await finder.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(400);
});

test('/widgets/v1/ answers a revalidation with 304, and serves the manifest, the guide and the changelog', async ({
  request,
}) => {
  const loader = await request.get(`${PUENTE_URL}/widgets/v1/loader.js`);
  expect(loader.status()).toBe(200);
  const etag = loader.headers().etag ?? '';
  expect(etag).not.toBe('');
  expect(loader.headers()['cache-control']).toBe('no-cache');
  const again = await request.get(`${PUENTE_URL}/widgets/v1/loader.js`, {
    headers: { 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const manifest = await request.get(`${PUENTE_URL}/widgets/v1/custom-elements.json`);
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).schemaVersion).toBeTruthy();
  for (const file of ['embedding.md', 'CHANGELOG.md']) {
    expect((await request.get(`${PUENTE_URL}/widgets/v1/${file}`)).status(), file).toBe(200);
  }
});
