import {
  acceptedLanguages,
  type Locale,
  negotiateLocale,
  parseWith,
  resetPasswordRequestSchema,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid, notFound } from './answer';

/** The server's words for a link that no longer works, in each language (its es-MX catalog's). */
const SPENT: Record<string, Record<Locale, string>> = {
  'used-reset': {
    'en-GB': 'This reset link has already been used. Ask for a new one.',
    'es-MX': 'Este enlace para restablecer ya se usó. Pide uno nuevo.',
  },
  'expired-reset': {
    'en-GB': 'This reset link has expired. Ask for a new one.',
    'es-MX': 'Este enlace para restablecer ya venció. Pide uno nuevo.',
  },
};
const NOT_VALID: Record<Locale, string> = {
  'en-GB': 'This reset link is not valid',
  'es-MX': 'Este enlace para restablecer no es válido',
};

/**
 * Forgotten passwords as the server answers them: `email` says whether it
 * can send one. Tokens: `valid-reset` sets maria.g's password,
 * `used-reset` and `expired-reset` are spent, any other is unknown; a link
 * that does not work is told in the caller's language (`Accept-Language`),
 * as the server tells it.
 */
export function passwordResetHandlers({ email = true }: { email?: boolean } = {}) {
  const gone = (token: string, request: Request) => {
    const locale = negotiateLocale(acceptedLanguages(request.headers.get('accept-language')));
    const spent = SPENT[token];
    if (spent) return HttpResponse.json({ message: spent[locale] }, { status: 410 });
    if (token !== 'valid-reset') return notFound(NOT_VALID[locale]);
    return null;
  };
  return [
    http.get('*/api/password-resets/options', () => HttpResponse.json({ email })),
    http.post('*/api/password-resets', () => HttpResponse.json({ ok: true }, { status: 202 })),
    http.get('*/api/password-resets/:token', ({ params, request }) => {
      return gone(String(params.token), request) ?? HttpResponse.json({ username: 'maria.g' });
    }),
    http.post('*/api/password-resets/:token', async ({ params, request }) => {
      const refused = gone(String(params.token), request);
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
