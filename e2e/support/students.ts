import { expect, type Page } from '@playwright/test';
import type { ProgrammePage, SelectedProgramme } from '@puente/core';

/** Registers `student` in the form at /auth as a visitor does, up to clicking Create Account. */
export async function registerInForm(
  page: Page,
  student: { username: string; firstName: string; lastName: string; password: string },
) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('First name').fill(student.firstName);
  await form.getByLabel('Last name').fill(student.lastName);
  await form.getByLabel('Email address').fill(`${student.username}@prepa.edu.mx`);
  await form.getByLabel('Username').fill(student.username);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByLabel('Confirm password').fill(student.password);
  await form.getByText('I have read and accept the privacy notice').click();
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Registers a student through the API, signed in on `page` (the API sets the session cookie the
 * page shares): for journeys that begin once a student has an account.
 */
export async function registerByApi(
  page: Page,
  student: { username: string; firstName: string; lastName: string },
) {
  const answer = await page.request.post('/api/register', {
    data: {
      ...student,
      password: 'puente-secret',
      email: `${student.username}@example.mx`,
      privacyConsent: true,
    },
  });
  expect(answer.ok()).toBe(true);
}

/** Selects the first catalogue programme matching `search` for the student signed in on `page`. */
export async function selectByApi(page: Page, search = ''): Promise<SelectedProgramme> {
  const query = new URLSearchParams(
    search === '' ? { pageSize: '1' } : { q: search, pageSize: '1' },
  );
  const catalogue = (await (
    await page.request.get(`/api/foundation-programs?${query}`)
  ).json()) as ProgrammePage;
  const programId = catalogue.items[0]?.id;
  expect(programId, `a programme matching "${search}"`).toBeDefined();
  const answer = await page.request.post('/api/selected-programs', { data: { programId } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SelectedProgramme;
}

/** A student ticks a box by its label, as most do (the label is the larger target). */
export const checkboxLabel = (page: Page, text: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${text}$`) });
