import { describe, expect, it } from 'vitest';
import { parseWith } from './field-errors';
import { resetPasswordFormSchema } from './password-reset.schema';

describe('the reset page’s form', () => {
  it('takes the new password typed twice alike', () => {
    const result = parseWith(resetPasswordFormSchema, {
      newPassword: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(result).toEqual({
      ok: true,
      value: { newPassword: 'secret1', confirmPassword: 'secret1' },
    });
  });

  it('says the passwords differ under the confirmation', () => {
    const result = parseWith(resetPasswordFormSchema, {
      newPassword: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result).toEqual({ ok: false, errors: { confirmPassword: ["Passwords don't match"] } });
  });

  it('keeps the new password’s own message when it is too short', () => {
    const result = parseWith(resetPasswordFormSchema, { newPassword: 'abc', confirmPassword: 'x' });
    expect(result.ok || result.errors.newPassword).toEqual([
      'Password must be at least 6 characters',
    ]);
  });
});
