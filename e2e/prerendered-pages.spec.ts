import { type Browser, expect, type Page, test } from '@playwright/test';
import { holdRequests } from './support/held-requests';
import { watchProblems } from './support/problems';
import { registerByApi, selectByApi } from './support/students';

type Locale = 'en-GB' | 'es-MX';

/**
 * Every public page (packages/host/src/app/public-routes.ts) with its title
 * and main heading in each language: a page added there gets a row here.
 */
const PUBLIC_PAGES: {
  path: string;
  title: Record<Locale, string>;
  heading: Record<Locale, RegExp>;
}[] = [
  {
    path: '/',
    title: {
      'en-GB': 'AI for school counselors · Puente',
      'es-MX': 'IA para orientadores escolares · Puente',
    },
    heading: {
      'en-GB': /Supercharge your school's counselors/,
      'es-MX': /Potencia a los orientadores de tu escuela/,
    },
  },
  {
    path: '/auth',
    title: { 'en-GB': 'Sign in · Puente', 'es-MX': 'Inicia sesión · Puente' },
    heading: { 'en-GB': /^Welcome back$/, 'es-MX': /^Qué gusto verte de nuevo$/ },
  },
  {
    path: '/help/ielts',
    title: {
      'en-GB': 'IELTS and other English tests · Puente',
      'es-MX': 'IELTS y otros exámenes de inglés · Puente',
    },
    heading: {
      'en-GB': /^IELTS and other English tests$/,
      'es-MX': /^IELTS y otros exámenes de inglés$/,
    },
  },
];
/**
 * A shared programme's page, rendered by the server when asked (the first
 * of the seeded catalogue): with its content, in each language, as the others.
 */
const PROGRAMME_PAGE = {
  path: '/programmes/1',
  title: {
    'en-GB': 'International Foundation Programme – Computer Science · Puente',
    'es-MX': 'International Foundation Programme – Computer Science · Puente',
  },
  heading: {
    'en-GB': /^International Foundation Programme – Computer Science$/,
    'es-MX': /^International Foundation Programme – Computer Science$/,
  },
};
/** A word of each language on the programme page, to tell that it speaks it. */
const PROGRAMME_FACT: Record<Locale, string> = { 'en-GB': 'Tuition fees', 'es-MX': 'Colegiatura' };
const LOCALES: Locale[] = ['en-GB', 'es-MX'];
/** What the link preview's image shows, in words. */
const PREVIEW_ALT: Record<Locale, string> = {
  'en-GB': 'Puente: your bridge to a UK university',
  'es-MX': 'Puente: tu puente a una universidad del Reino Unido',
};

/** A browser set to `locale`, with or without JavaScript. */
async function visitor(browser: Browser, locale: Locale, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    locale,
    javaScriptEnabled,
    extraHTTPHeaders: { 'Accept-Language': locale },
  });
  return context.newPage();
}

/**
 * The page's content as the browser has it now, less the empty boxes that
 * draw nothing: the toasts' live region, which the browser adds, and the
 * waitlist dialog's portal, which it moves out of the page.
 */
const rootHtml = (page: Page) =>
  page.locator('#root').evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const empty of copy.querySelectorAll('div:empty')) empty.remove();
    return copy.innerHTML;
  });

/** Once React has hydrated the page and its reads are in: its theme switch answers. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^(Theme|Tema)/ })).toBeEnabled();
}

for (const { path, title, heading } of [...PUBLIC_PAGES, PROGRAMME_PAGE]) {
  for (const locale of LOCALES) {
    test(`${path} in ${locale} shows its content without JavaScript`, async ({ browser }) => {
      const page = await visitor(browser, locale, false);
      const answer = await page.goto(path);
      expect(answer?.headers()['content-language']).toBe(locale);
      await expect(page).toHaveTitle(title[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: heading[locale] })).toBeVisible();
      // A PNG in the page's language (link previews ignore SVG), with its size and text.
      const image = page.locator('meta[property="og:image"]');
      await expect(image).toHaveAttribute(
        'content',
        new RegExp(`^http://localhost:\\d+/images/og-image-${locale}\\.png$`),
      );
      const imageFacts = { width: '1200', height: '630', alt: PREVIEW_ALT[locale] };
      for (const [fact, value] of Object.entries(imageFacts)) {
        await expect(page.locator(`meta[property="og:image:${fact}"]`)).toHaveAttribute(
          'content',
          value,
        );
      }
      const file = await page.request.get(
        new URL((await image.getAttribute('content')) ?? '').pathname,
      );
      expect(file.headers()['content-type']).toBe('image/png');
      if (path === PROGRAMME_PAGE.path) {
        await expect(page.getByText(PROGRAMME_FACT[locale], { exact: true })).toBeVisible();
      }
      await page.context().close();
    });

    test(`${path} in ${locale} hydrates without changing anything or an error`, async ({
      browser,
    }) => {
      const still = await visitor(browser, locale, false);
      await still.goto(path);
      const prerendered = await rootHtml(still);
      await still.context().close();

      const page = await visitor(browser, locale, true);
      const problems = watchProblems(page);
      const programmeReads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/foundation-programs')) programmeReads.push(request.url());
      });
      await page.goto(path);
      // The landing page asks for its scripts at the first pointer, key or focus.
      await page.mouse.move(10, 10);
      await hydrated(page);
      expect(problems).toEqual([]);
      expect(await rootHtml(page)).toBe(prerendered);
      await expect(page).toHaveTitle(title[locale]);
      // The programme page hydrates from the reads it was rendered with: none is asked for again.
      expect(programmeReads).toEqual([]);
      await page.context().close();
    });
  }
}

test('the landing page downloads no JavaScript until the visitor reaches for it, and its first tap counts', async ({
  browser,
}) => {
  const page = await visitor(browser, 'en-GB', true);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: /Supercharge/ })).toBeVisible();
  expect(scripts).toEqual([]);

  // The first tap fetches the scripts, and the switch it tapped answers once React has the page.
  await page.getByRole('button', { name: 'Theme: System. Switch to Light' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Light. Switch to Dark' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Potencia a los orientadores/ }),
  ).toBeVisible();
  await page.context().close();
});

test('a tap on /auth while its code is still on its way counts once the page has hydrated', async ({
  browser,
}) => {
  const page = await visitor(browser, 'en-GB', true);
  // The page's scripts are held back, as on a slow phone, until the tab has been tapped.
  const release = await holdRequests(page, '**/assets/**/*.js');
  await page.goto('/auth');
  const registerTab = page.getByRole('tab', { name: 'Register' });
  await registerTab.click();
  release();
  await expect(registerTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.context().close();
});

test('what a student types on /auth while its code is on its way is kept, and signs them in', async ({
  browser,
}) => {
  const page = await visitor(browser, 'en-GB', true);
  const username = `ines${Date.now()}`;
  await registerByApi(page, { username, firstName: 'Inés', lastName: 'Vega' });
  await page.request.post('/api/logout');
  const release = await holdRequests(page, '**/assets/**/*.js');
  await page.goto('/auth');
  // Typed (or filled in by a password manager) into the page's HTML, before React has it.
  const login = page.getByRole('tabpanel');
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password').fill('puente-secret');
  await login.getByRole('button', { name: 'Sign In' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Account menu for Inés Vega' })).toBeVisible();
  // Nothing the student typed went into an address.
  expect(page.url()).not.toContain('puente-secret');
  await page.context().close();
});

test('search engines find the public pages in both languages and are kept off the rest', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /dashboard\n');
  expect(rules).toContain('Disallow: /api/\n');
  expect(rules).not.toMatch(/Disallow: \/auth\b/);
  expect(rules).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const urls = await sitemap.text();
  for (const { path } of PUBLIC_PAGES) {
    for (const locale of LOCALES) expect(urls).toContain(`${path}?lang=${locale}</loc>`);
  }
});

test('a mistyped or outdated address answers 404, and the site says so in the visitor’s language', async ({
  browser,
}) => {
  const page = await visitor(browser, 'es-MX', true);
  for (const path of ['/no-such-page', '/help/nothing', '/timeline']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esta página no existe' }),
    ).toBeVisible();
  }
  // A programme's page once the programme has left the catalogue (a link shared months ago).
  expect((await page.goto('/programmes/999999'))?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Este programa no está en el catálogo' }),
  ).toBeVisible();
  // A page's own address, for a visitor or a student, is one.
  expect((await page.goto('/help/ielts'))?.status()).toBe(200);
  expect((await page.goto('/timeline/7'))?.status()).toBe(200);
  await page.context().close();
});

test('a signed-in student opening / lands on their dashboard, never painting the landing page', async ({
  page,
}) => {
  await registerByApi(page, {
    username: `lucia${Date.now()}`,
    firstName: 'Lucía',
    lastName: 'Ruiz',
  });
  const answer = await page.goto('/');
  // The server sent the site, not the landing page: there is nothing of it to paint.
  expect(await answer?.text()).not.toContain('Supercharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lucía!' })).toBeVisible();
  await expect(page.getByText(/Supercharge your school's counselors/)).toHaveCount(0);
});

/** The finder's heading and two of its buttons, in each language. */
const FINDER_WORDS: Record<Locale, { heading: string; added: string; add: string }> = {
  'en-GB': { heading: 'Foundation Year Pathways', added: 'Added', add: 'Add to My Selections' },
  'es-MX': { heading: 'Programas Foundation Year', added: 'Agregado', add: 'Guardar en mi lista' },
};
/** The reads the finder starts with, and the session's: the page holds them all. */
const FINDER_READS = /\/api\/(user|student-info|selected-programs|foundation-programs)(\?|$)/;

for (const locale of LOCALES) {
  test(`a signed-in student's finder in ${locale} arrives drawn with their own programmes, and hydrates without changing anything or an error`, async ({
    browser,
  }) => {
    const words = FINDER_WORDS[locale];
    const still = await visitor(browser, locale, false);
    await registerByApi(still, {
      username: `finder${locale.slice(0, 2)}${Date.now()}`,
      firstName: 'Valeria',
      lastName: 'Núñez',
    });
    const saved = await selectByApi(still);
    // Without JavaScript: the finder as the student's browser will draw it, their pick added.
    const answer = await still.goto('/foundation-programs');
    expect(answer?.headers()['content-language']).toBe(locale);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(still.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await expect(still).toHaveTitle(`${words.heading} · Puente`);
    const pick = still.getByRole('article', { name: saved.program.programName }).first();
    await expect(pick.getByRole('button', { name: words.added })).toBeVisible();
    // Their own account in the page's header.
    await expect(still.getByRole('button', { name: /Valeria Núñez/ })).toBeVisible();
    const session = await still.context().storageState();
    await still.context().close();

    // With JavaScript, in Mexico City's time (the server's is UTC): nothing changes as it hydrates.
    const context = await browser.newContext({
      locale,
      storageState: session,
      timezoneId: 'America/Mexico_City',
      extraHTTPHeaders: { 'Accept-Language': locale },
    });
    const page = await context.newPage();
    // The server's heading and cards, marked as the page is parsed, before any script of its runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const node of document.querySelectorAll('#root h1, #root article')) {
          Object.assign(node, { drawnByServer: true });
        }
      });
    });
    const problems = watchProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (FINDER_READS.test(request.url())) reads.push(request.url());
    });
    await page.goto('/foundation-programs');
    await hydrated(page);
    expect(problems).toEqual([]);
    // React took the server's nodes as its own (a mismatch would have drawn them anew, and said
    // so in the console); the selects' and menu's behaviour, loaded once the page is idle, then
    // takes the place of their first-render buttons, alike to see.
    const drawn = await page.locator('#root').evaluate((root) => {
      const nodes = [...root.querySelectorAll('h1, article')];
      return { nodes: nodes.length, kept: nodes.filter((node) => 'drawnByServer' in node).length };
    });
    expect(drawn).toEqual({ nodes: 21, kept: 21 });
    expect(reads).toEqual([]);

    // And it is the student's to use: another programme goes into their list.
    const name = await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: words.add }) })
      .first()
      .getByRole('heading')
      .textContent();
    const another = page.getByRole('article', { name: name ?? '' }).first();
    await another.getByRole('button', { name: words.add }).click();
    await expect(another.getByRole('button', { name: words.added })).toBeVisible();
    await context.close();
  });
}
