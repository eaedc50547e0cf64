import { expect, type Page, test } from '@playwright/test';
import { selectionCount, userIdOf } from './support/database';
import { checkboxLabel } from './support/students';
import { SCHOOL_SITE_URL } from './support/urls';

// A browser set to Mexican Spanish: `navigator.languages` and `Accept-Language` say es-MX.
test.use({ locale: 'es-MX' });

const toast = (page: Page) => page.getByRole('region', { name: /Notificaciones/ });

/** SPEC's English labels of the screens walked here: none may show to a Spanish-speaking student. */
const SPEC_ENGLISH = [
  'Create Account',
  'Sign In',
  'Welcome to Puente',
  'Save and Continue',
  'Intended subjects',
  'Foundation Year Pathways',
  'Add to My Selections',
  'Search programs',
  'Your Programs',
];

async function expectNoSpecEnglish(page: Page) {
  const text = await page.locator('body').textContent();
  for (const english of SPEC_ENGLISH) expect(text).not.toContain(english);
}

test('a Spanish-speaking student registers, builds a profile, picks programmes and sees their dashboard in Spanish', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const username = `sofia${Date.now()}`;

  // /auth in Spanish, with core's messages in Spanish too.
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  // The page is prerendered: a tap before it hydrates is held, then replayed once it has. Until
  // then the Login panel shows, whose way to the other tab is a "Crear cuenta" button too.
  const registerTab = page.getByRole('tab', { name: 'Crear cuenta' });
  await registerTab.click();
  await expect(registerTab).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByText('Escribe un nombre de usuario')).toBeVisible();
  await expect(form.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expectNoSpecEnglish(page);

  // Switching language mid-form keeps what was typed.
  await form.getByLabel('Nombre', { exact: true }).fill('Sofía');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('Sofía');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Sofía');

  await form.getByLabel('Apellidos').fill('Hernández');
  await form.getByLabel('Correo electrónico').fill(`${username}@prepa.edu.mx`);
  await form.getByLabel('Nombre de usuario').fill(username);
  await form.getByLabel('Contraseña', { exact: true }).fill('puente-2027');
  await form.getByLabel('Confirma tu contraseña').fill('puente-2027');
  await form.getByText('Leí y acepto el aviso de privacidad').click();
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toast(page).getByText('Cuenta creada')).toBeVisible();

  // /intro → /ukus → /student-info.
  await expect(page).toHaveURL(/\/intro$/);
  await expect(
    page.getByRole('heading', { name: 'Te damos la bienvenida a Puente' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Bienvenida · Puente');
  await page.getByRole('link', { name: 'Comenzar' }).click();
  await page.getByRole('radio', { name: /^Reino Unido/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/student-info$/);
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Elige al menos un área de estudio')).toBeVisible();
  await checkboxLabel(page, 'Ingeniería').click();
  await page.getByRole('combobox', { name: 'Año escolar actual' }).click();
  await page.getByRole('option', { name: '3.º de prepa (5.º o 6.º semestre)' }).click();
  await page.getByRole('spinbutton', { name: 'Matemáticas' }).fill('90');
  await page.getByRole('spinbutton', { name: 'Física' }).fill('85');
  // A Mexican GPA, typed Mexican-style, reads on the 10-point scale.
  await page.getByRole('textbox', { name: 'Promedio general' }).fill('8,7');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(
    toast(page).getByText('¡Tu información académica se guardó correctamente!'),
  ).toBeVisible();
  await expectNoSpecEnglish(page);

  // /foundation-year-intro → the finder: Spanish labels, formats and toasts.
  await expect(page.getByRole('heading', { name: '¿Por qué un Foundation Year?' })).toBeVisible();
  await page.getByRole('link', { name: 'Explorar programas Foundation Year' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Programas Foundation Year' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando/ })).toHaveText(
    /^Mostrando 1–\d+ de \d+ programas$/,
  );
  const card = page.getByRole('article').first();
  await expect(card.getByText(/de compatibilidad/)).toBeVisible();
  // Its fees in pounds, then in pesos at the operator's rate, with the rate's long Spanish date.
  await expect(
    card.getByText(
      /^£[\d,]+ al año ≈ \$[\d,]+ MXN al año \(tipo de cambio del \d+ de \p{L}+ de \d{4}\)$/u,
    ),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Guardar en mi lista' }).click();
  await expect(toast(page).getByText('Guardaste el programa en tu lista')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Agregado' })).toBeVisible();
  await expectNoSpecEnglish(page);
  const userId = await userIdOf(username);
  await expect.poll(() => selectionCount(userId)).toBe(1);

  // The dashboard greets her by name, in Spanish, with Spanish dates.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Panel' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Sofía!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tus programas' })).toBeVisible();
  await expectNoSpecEnglish(page);
});

test('a Mexican school page (<html lang="es">) gets Puente elements in Spanish, and they follow a change of language', async ({
  page,
}) => {
  // The school's page is Spanish (`<html lang="es">`); its finder says `lang="en"` until the
  // school lets it follow the page.
  await page.goto(`${SCHOOL_SITE_URL}/finder.html`);
  const finder = page.locator('puente-programme-finder');
  await expect(finder.getByRole('heading', { name: 'Foundation Year Pathways' })).toBeVisible();
  await finder.evaluate((element) => element.removeAttribute('lang'));
  await expect(finder.getByRole('heading', { name: 'Programas Foundation Year' })).toBeVisible();
  await expect(finder.getByRole('searchbox', { name: 'Buscar programas' })).toBeVisible();
  await expect(finder.getByText(/^Mostrando 1–\d+ de \d+ programas$/)).toBeVisible();
  await expect(finder.locator('[lang="es-MX"]').first()).toBeAttached();

  await page.evaluate(() => document.documentElement.setAttribute('lang', 'en'));
  await expect(finder.getByRole('heading', { name: 'Foundation Year Pathways' })).toBeVisible();
});
