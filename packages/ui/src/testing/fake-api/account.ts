import {
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_EXCHANGE_RATE,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { type Latency, wait } from './latency';

/** The student the tests sign in. */
export const maria: User = {
  id: 7,
  username: 'maria.g',
  firstName: 'María',
  lastName: 'García',
  email: 'maria@example.mx',
  role: 'student',
  school: null,
};

/** GET /api/user: who is signed in; null: nobody (401). */
export const userHandler = (user: User | null) =>
  http.get('*/api/user', () =>
    user
      ? HttpResponse.json(user)
      : HttpResponse.json({ message: 'Not signed in' }, { status: 401 }),
  );

/**
 * Signing in (as `student`, under the username typed), registering and
 * signing out succeed, as they would for a real account. They keep no state,
 * so one list can serve every story.
 */
export function accountHandlers({ student, latency }: { student: User; latency: Latency }) {
  return [
    http.post('*/api/login', async ({ request }) => {
      const { username } = (await request.json()) as LoginRequest;
      await wait(latency.signIn);
      return HttpResponse.json({ ...student, username });
    }),
    http.post('*/api/register', async ({ request }) => {
      const { username, email, firstName, lastName } = (await request.json()) as RegisterRequest;
      await wait(latency.register);
      const user: User = {
        id: 2,
        username,
        email,
        firstName,
        lastName,
        role: 'student',
        school: null,
      };
      return HttpResponse.json(user, { status: 201 });
    }),
    http.post('*/api/logout', () => HttpResponse.json({ ok: true })),
    // The student's data and deleting the account (docs/product/privacy.md).
    http.get('*/api/user/data', () =>
      HttpResponse.json({ account: { id: student.id, username: student.username } }),
    ),
    http.delete('*/api/user', async () => {
      await wait(latency.signIn);
      return HttpResponse.json({ ok: true });
    }),
    http.get('*/api/exchange-rate', () => HttpResponse.json(DEFAULT_EXCHANGE_RATE)),
    http.get('*/api/contact', () => HttpResponse.json({ email: DEFAULT_CONTACT_EMAIL })),
  ];
}
