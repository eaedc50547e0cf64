import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.schema';
import { parseWith } from './field-errors';

const student = {
  email: 'ana@example.mx',
  username: 'ana',
  password: 'secret1',
  privacyConsent: true,
};

describe('register body: the school it came from', () => {
  it('takes a school origin, and registration without one', () => {
    expect(
      parseWith(registerRequestSchema, { ...student, school: ' http://127.0.0.1:3101 ' }),
    ).toMatchObject({ ok: true, value: { school: 'http://127.0.0.1:3101' } });
    expect(parseWith(registerRequestSchema, student)).toMatchObject({ ok: true });
  });

  it.each([
    ['https://colegio.example/page'],
    ['colegio.example'],
    ['ftp://colegio.example'],
    [`https://${'a'.repeat(200)}.example`],
    [42],
  ])('refuses %j with a field message', (school) => {
    expect(parseWith(registerRequestSchema, { ...student, school })).toEqual({
      ok: false,
      errors: { school: ['School must be a web origin such as https://school.example'] },
    });
  });
});
