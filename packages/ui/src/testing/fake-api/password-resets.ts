import { parseWith, resetPasswordRequestSchema } from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid, notFound } from './answer';

/**
 * Forgotten passwords as the server answers them: `email` says whether it
 * can send one. Tokens: `valid-reset` sets maria.g's password,
 * `used-reset` and `expired-reset` are spent, any other is unknown.
 */
export function passwordResetHandlers({ email = true }: { email?: boolean } = {}) {
  const spent: Record<string, string> = {
    'used-reset': 'This reset link has already been used. Ask for a new one.',
    'expired-reset': 'This reset link has expired. Ask for a new one.',
  };
  const gone = (token: string) => {
    const message = spent[token];
    if (message) return HttpResponse.json({ message }, { status: 410 });
    if (token !== 'valid-reset') {
      return notFound('This reset link is not valid');
    }
    return null;
  };
  return [
    http.get('*/api/password-resets/options', () => HttpResponse.json({ email })),
    http.post('*/api/password-resets', () => HttpResponse.json({ ok: true }, { status: 202 })),
    http.get('*/api/password-resets/:token', ({ params }) => {
      return gone(String(params.token)) ?? HttpResponse.json({ username: 'maria.g' });
    }),
    http.post('*/api/password-resets/:token', async ({ params, request }) => {
      const refused = gone(String(params.token));
      if (refused) return refused;
      const body = parseWith(resetPasswordRequestSchema, await request.json());
      return body.ok ? HttpResponse.json({ ok: true }) : invalid(body.errors);
    }),
    http.post('*/api/school/students/:id/password-reset', () =>
      HttpResponse.json(
        {
          link: 'https://puente.example/reset-password/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3',
          emailed: email,
          expiresAt: '2026-12-06T15:05:00.000Z',
        },
        { status: 201 },
      ),
    ),
  ];
}
