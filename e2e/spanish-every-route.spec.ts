import { expect, type Page, test } from '@playwright/test';
import { englishShown, englishWithSpanish } from './support/english-shown';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';

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

  await sweep(signedInRoutes(id));
  expect(found).toEqual({});
});
