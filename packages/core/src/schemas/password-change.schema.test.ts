import { describe, expect, it } from 'vitest';
import { PASSWORD_BLANK, PASSWORD_UNPAIRED } from './auth.schema';
import { parseWith } from './field-errors';
import { changePasswordRequestSchema } from './password-change.schema';

describe('change password request', () => {
  it('accepts the current password and a new one of at least 6 characters', () => {
    const body = { currentPassword: 'old', newPassword: 'secret1' };
    expect(parseWith(changePasswordRequestSchema, body)).toEqual({ ok: true, value: body });
  });

  it('asks for the current password and applies the registration rule to the new one', () => {
    expect(
      parseWith(changePasswordRequestSchema, { currentPassword: '', newPassword: 'abc' }),
    ).toEqual({
      ok: false,
      errors: {
        currentPassword: ['Current password is required'],
        newPassword: ['Password must be at least 6 characters'],
      },
    });
    expect(parseWith(changePasswordRequestSchema, {})).toEqual({
      ok: false,
      errors: {
        currentPassword: ['Current password is required'],
        newPassword: ['Password must be at least 6 characters'],
      },
    });
  });

  it('drops fields nobody asked for', () => {
    const result = parseWith(changePasswordRequestSchema, {
      currentPassword: 'old',
      newPassword: 'secret1',
      userId: 1,
    });
    expect(result).toEqual({ ok: true, value: { currentPassword: 'old', newPassword: 'secret1' } });
  });

  it('refuses a new password that is blank or control characters only, and lone surrogates in either', () => {
    expect(
      parseWith(changePasswordRequestSchema, { currentPassword: 'old', newPassword: ' \t    ' }),
    ).toMatchObject({ ok: false, errors: { newPassword: [PASSWORD_BLANK] } });
    expect(
      parseWith(changePasswordRequestSchema, {
        currentPassword: 'old\uDFFF',
        newPassword: 'new\uD800pass',
      }),
    ).toMatchObject({
      ok: false,
      errors: { currentPassword: [PASSWORD_UNPAIRED], newPassword: [PASSWORD_UNPAIRED] },
    });
  });
});
