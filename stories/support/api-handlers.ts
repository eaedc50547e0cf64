import type { User, WaitlistEntry } from '@puente/core';
import { delay, HttpResponse, http } from 'msw';

/** The student the signed-in stories show. */
export const sampleUser: User = {
  id: 1,
  username: 'ana.garcia',
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.mx',
};

/** Answers at the network edge, as the real API would; stories override them per state. */
export const storyHandlers = [
  http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  http.post('*/api/waitlist', async ({ request }) => {
    const body = (await request.json()) as Omit<WaitlistEntry, 'id' | 'createdAt'>;
    await delay(600);
    return HttpResponse.json(
      { id: 42, ...body, createdAt: new Date().toISOString() },
      { status: 201 },
    );
  }),
];

/** A signed-in session. */
export const signedIn = http.get('*/api/user', () => HttpResponse.json(sampleUser));

/** A request that never answers, to hold a screen in its busy state. */
export const pendingForever = (method: 'get' | 'post', path: string) =>
  http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A server failure with the server's own message. */
export const failsWith = (method: 'get' | 'post', path: string, status: number, message: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ message }, { status }));
