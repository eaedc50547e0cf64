import { expect, type Page, test } from '@playwright/test';
import { englishShown, englishWithSpanish } from './support/english-shown';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';
import { registerByApi, selectByApi } from './support/students';

// A browser set to Mexican Spanish, on every route of the site.
test.use({ locale: 'es-MX' });

async function englishOn(page: Page, path: string, english: Set<string>): Promise<string[]> {
  await openSettled(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  return englishShown(page, english);
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

  await sweep(SIGNED_OUT_ROUTES);

  await registerByApi(page, {
    username: `barrido${Date.now()}`,
    firstName: 'Sofía',
    lastName: 'Hernández',
  });
  const selection = await selectByApi(page);

  await sweep(signedInRoutes(selection.id));
  expect(found).toEqual({});
});
