import { globSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

// A browser set to Mexican Spanish, on every route of the site.
test.use({ locale: 'es-MX' });

const poString = (quoted: string) =>
  quoted
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');

/**
 * Every en-GB message whose Spanish differs, from every catalog: shown on a
 * Spanish page, one of these is English that slipped through (a constant
 * shown without `i18n._`, a catalog not loaded). Messages with ICU
 * arguments are left out (their text on screen has the values in it).
 */
function englishWithSpanish(): Set<string> {
  const english = new Set<string>();
  const root = new URL('../', import.meta.url);
  for (const file of globSync('packages/*/src/**/locales/es-MX.po', { cwd: root.pathname })) {
    const po = readFileSync(new URL(file, root), 'utf8');
    // A long message is written over several quoted lines.
    for (const [, id = '', translation = ''] of po.matchAll(
      /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm,
    )) {
      const text = poString(id);
      if (text.length < 4 || /[{}<]/.test(text)) continue;
      if (poString(translation) !== text) english.add(text);
    }
  }
  return english;
}

/** What a visitor sees or hears: text, and the labels, placeholders and titles of elements, shadow roots included. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Never shown nor said (a native select kept for forms is aria-hidden), or English on purpose.
    const SKIPPED = 'script, style, pre, code, [aria-hidden="true"], [lang^="en"]';
    const texts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement;
          if (!parent || parent.closest(SKIPPED)) continue;
          texts.push(node.data);
          continue;
        }
        const element = node as Element;
        if (element.closest(SKIPPED)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter((text) => text !== '');
  });
}

async function englishOn(page: Page, path: string, english: Set<string>): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  // The screen's data and lazy parts: a busy machine may never be idle, so wait a while at most.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  const texts = await shownTexts(page);
  return [...new Set(texts.filter((text) => english.has(text)))];
}

test('no route shows an English message that has a Spanish translation, signed out or signed in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const english = englishWithSpanish();
  expect(english.size).toBeGreaterThan(500);
  const found: Record<string, string[]> = {};
  const sweep = async (paths: string[]) => {
    for (const path of paths) {
      const shown = await englishOn(page, path, english);
      if (shown.length > 0) found[path] = shown;
    }
  };

  await sweep(['/', '/auth', '/embed', '/no-such-page']);

  const username = `barrido${Date.now()}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Correo electrónico').fill(`${username}@prepa.edu.mx`);
  await form.getByLabel('Nombre de usuario').fill(username);
  await form.getByLabel('Contraseña', { exact: true }).fill('puente-2027');
  await form.getByLabel('Confirma tu contraseña').fill('puente-2027');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/intro$/);
  await page.goto('/foundation-programs');
  await page.getByRole('button', { name: 'Agregar a Mis selecciones' }).first().click();
  await expect(page.getByRole('button', { name: 'Agregado' }).first()).toBeVisible();
  const selections = (await (await page.request.get('/api/selected-programs')).json()) as {
    id: number;
  }[];
  const id = selections[0]?.id;
  if (id === undefined) throw new Error('no selection was saved');

  await sweep([
    '/',
    '/?phase=3',
    '/dashboard',
    '/intro',
    '/ukus',
    '/student-info',
    '/foundation-year-intro',
    '/university-suggestions',
    '/foundation-programs',
    '/selected-programs',
    `/personal-statement/${id}`,
    '/personal-statement-builder',
    '/essay-feedback',
    '/scholarships-listing',
    `/scholarships/${id}`,
    `/timeline/${id}`,
    '/exploration',
    '/check-in-1',
    '/check-in-2',
    '/advisor-dashboard',
    '/parent-dashboard',
    '/admin',
    '/embed',
  ]);
  expect(found).toEqual({});
});
