import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
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
      'username',
    ]);
  });

  it('answers field messages for wrong types instead of throwing', () => {
    const result = parseWith(registerRequestSchema, { username: 5, password: [], email: {} });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: ['Username is required'],
        password: ['Password must be at least 6 characters'],
        email: ['Invalid email address'],
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
