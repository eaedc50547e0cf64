import { describe, expect, it } from 'vitest';
import {
  FIRST_NAME_INVISIBLE,
  LAST_NAME_INVISIBLE,
  loginRequestSchema,
  PASSWORD_BLANK,
  PASSWORD_UNPAIRED,
  PRIVACY_CONSENT_REQUIRED,
  registerFormSchema,
  registerRequestSchema,
  USERNAME_INVISIBLE,
} from './auth.schema';
import { parseWith } from './field-errors';

const validForm = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.mx',
  username: 'ana',
  password: 'secret1',
  confirmPassword: 'secret1',
  privacyConsent: true,
};

describe('register form', () => {
  it('accepts a complete form', () => {
    expect(parseWith(registerFormSchema, validForm).ok).toBe(true);
  });

  it('accepts a form without first and last names', () => {
    const { firstName: _f, lastName: _l, ...rest } = validForm;
    expect(parseWith(registerFormSchema, rest)).toMatchObject({
      ok: true,
      value: { firstName: '' },
    });
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    [
      'password',
      { password: 'abc', confirmPassword: 'abc' },
      'Password must be at least 6 characters',
    ],
    ['username', { username: '   ' }, 'Username is required'],
    ['confirmPassword', { confirmPassword: 'secret2' }, "Passwords don't match"],
  ])('shows the %s message', (field, change, message) => {
    const result = parseWith(registerFormSchema, { ...validForm, ...change });
    expect(result).toEqual({ ok: false, errors: { [field]: [message] } });
  });

  it('puts the mismatch on confirmPassword only once the fields are otherwise valid', () => {
    const result = parseWith(registerFormSchema, {
      ...validForm,
      email: 'x',
      confirmPassword: 'other',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.email).toEqual(['Invalid email address']);
  });
});

describe('register request', () => {
  it('drops fields it does not know, so they can never be stored', () => {
    const { confirmPassword: _c, ...body } = validForm;
    const result = parseWith(registerRequestSchema, { ...body, isAdmin: true, id: 7 });
    expect(result.ok && Object.keys(result.value).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
      'privacyConsent',
      'username',
    ]);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['text', 'yes'],
  ])('refuses a registration whose privacy consent is %s', (_case, privacyConsent) => {
    const { confirmPassword: _c, ...body } = validForm;
    expect(parseWith(registerRequestSchema, { ...body, privacyConsent })).toEqual({
      ok: false,
      errors: { privacyConsent: [PRIVACY_CONSENT_REQUIRED] },
    });
  });

  it('answers field messages for wrong types instead of throwing', () => {
    const result = parseWith(registerRequestSchema, { username: 5, password: [], email: {} });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: ['Username is required'],
        password: ['Password must be at least 6 characters'],
        email: ['Invalid email address'],
        privacyConsent: [PRIVACY_CONSENT_REQUIRED],
      },
    });
  });
});

describe('login request', () => {
  it('has no rules beyond text, as SPEC §5 says', () => {
    expect(parseWith(loginRequestSchema, { username: 'a', password: 'b' })).toEqual({
      ok: true,
      value: { username: 'a', password: 'b', rememberMe: false },
    });
  });

  it('rejects a body that is not an object', () => {
    expect(parseWith(loginRequestSchema, ['a']).ok).toBe(false);
  });
});

describe('usernames', () => {
  it.each([
    ['zero-width space', 'ana\u200B'],
    ['zero-width joiner', 'a\u200Dna'],
    ['right-to-left override', '\u202Eana'],
    ['left-to-right isolate', 'an\u2066a'],
    ['byte order mark', 'an\uFEFFa'],
    ['line separator', 'ana\u2028x'],
  ])('refuse a %s, when registering and signing in', (_name, username) => {
    expect(parseWith(registerFormSchema, { ...validForm, username })).toEqual({
      ok: false,
      errors: { username: [USERNAME_INVISIBLE] },
    });
    expect(parseWith(loginRequestSchema, { username, password: 'x' })).toEqual({
      ok: false,
      errors: { username: [USERNAME_INVISIBLE] },
    });
  });

  it('may be written in any script', () => {
    for (const username of ['josé', 'Ünal', 'محمد', '小明', 'Ωmega']) {
      expect(parseWith(registerRequestSchema, { ...validForm, username }).ok).toBe(true);
    }
  });
});

describe('first and last names', () => {
  it.each([
    ['a right-to-left override', 'Ana\u202Emaria'],
    ['a zero-width space', 'Ana\u200Bmaria'],
    ['a left-to-right isolate', '\u2066Ana'],
    ['a zero-width no-break space inside', 'An\uFEFFa'],
  ])('refuse %s', (_name, name) => {
    const first = parseWith(registerRequestSchema, { ...validForm, firstName: name });
    expect(first).toMatchObject({ ok: false, errors: { firstName: [FIRST_NAME_INVISIBLE] } });
    const last = parseWith(registerRequestSchema, { ...validForm, lastName: name });
    expect(last).toMatchObject({ ok: false, errors: { lastName: [LAST_NAME_INVISIBLE] } });
  });

  it('keep accents and other scripts', () => {
    expect(
      parseWith(registerRequestSchema, { ...validForm, firstName: 'José Ñandú', lastName: 'Δήμου' })
        .ok,
    ).toBe(true);
  });
});

describe('passwords', () => {
  it.each(['      ', '\u0000\u0000\u0000\u0000\u0000\u0000', ' \t \n \u0085 '])(
    'refuse one that is blank or control characters only (%j)',
    (password) => {
      expect(
        parseWith(registerRequestSchema, { ...validForm, password, confirmPassword: password }),
      ).toMatchObject({ ok: false, errors: { password: [PASSWORD_BLANK] } });
    },
  );

  it('refuse a lone surrogate at registration and sign-in', () => {
    const password = 'secret\uD83D1';
    expect(parseWith(registerRequestSchema, { ...validForm, password })).toMatchObject({
      ok: false,
      errors: { password: [PASSWORD_UNPAIRED] },
    });
    expect(parseWith(loginRequestSchema, { username: 'ana', password })).toMatchObject({
      ok: false,
      errors: { password: [PASSWORD_UNPAIRED] },
    });
  });

  it('keep a pair of surrogates (an emoji) and spaces inside', () => {
    const password = 'my 😀 secret';
    expect(parseWith(registerRequestSchema, { ...validForm, password }).ok).toBe(true);
  });
});
