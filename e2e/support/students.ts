import { expect, type Page } from '@playwright/test';

/**
 * Registers a student through the API, signed in on `page` (the API sets the session cookie the
 * page shares): for journeys that begin once a student has an account.
 */
export async function registerByApi(
  page: Page,
  student: { username: string; firstName: string; lastName: string },
) {
  const answer = await page.request.post('/api/register', {
    data: { ...student, password: 'puente-secret', email: `${student.username}@example.mx` },
  });
  expect(answer.ok()).toBe(true);
}
