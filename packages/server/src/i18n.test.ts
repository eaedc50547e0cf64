import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { answerFor, HttpError, tooManyRequests } from './errors';
import { translated } from './i18n';
import { tooManyRegistrations, tooManySignIns } from './modules/rate-limit/auth-rate-limits';

/** Just enough of a Koa context to ask for a language. */
function asking(acceptLanguage: string): Context {
  const res = { headersSent: false, hasHeader: () => false, setHeader: () => {} };
  return { vary: () => {}, get: () => acceptLanguage, res } as unknown as Context;
}

async function answered(error: HttpError, acceptLanguage: string) {
  const answer = answerFor(error);
  if (!answer) throw new Error('no answer');
  return translated(asking(acceptLanguage), answer.body, answer.translation);
}

describe('a message with values', () => {
  it('is its en-GB text on the error, as SPEC words it, one minute or many', () => {
    expect(tooManyRequests(tooManySignIns(1), 30).message).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    expect(tooManyRequests(tooManyRegistrations(60), 3600).message).toBe(
      'Too many accounts created from here. Please try again in 60 minutes.',
    );
  });

  it('is answered in the language asked for, its values in place', async () => {
    expect(await answered(tooManyRequests(tooManySignIns(1), 30), 'es-MX')).toEqual({
      message: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 1 minuto.',
    });
    expect(await answered(tooManyRequests(tooManySignIns(12), 700), 'es')).toEqual({
      message: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 12 minutos.',
    });
    expect(await answered(tooManyRequests(tooManySignIns(12), 700), 'en-GB')).toEqual({
      message: 'Too many sign-in attempts. Please try again in 12 minutes.',
    });
  });

  it('keeps a plain message and field messages translated by their ids', async () => {
    const error = new HttpError(400, 'Invalid username or password', {
      password: ['Password must be at least 6 characters'],
    });
    expect(await answered(error, 'es-MX')).toEqual({
      message: 'Nombre de usuario o contraseña incorrectos',
      fieldErrors: { password: ['La contraseña debe tener al menos 6 caracteres'] },
    });
  });
});
