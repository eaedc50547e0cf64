import * as v from 'valibot';
import { newPasswordSchema } from './auth.schema';
import { withConfirmedPassword } from './confirmed-password';
import { withoutControlCharacters } from './text-characters';

export const ACCOUNT_REQUIRED = /*i18n*/ 'Enter your username or email';

/** POST /api/password-resets body: the username or email of the account to reset. */
export const forgotPasswordRequestSchema = v.object({
  // A missing field reads as empty, so it gets the same message as an empty one.
  account: v.optional(
    v.pipe(
      v.string(ACCOUNT_REQUIRED),
      v.trim(),
      v.nonEmpty(ACCOUNT_REQUIRED),
      v.maxLength(254, /*i18n*/ 'Username or email must be at most 254 characters'),
      withoutControlCharacters(/*i18n*/ 'Username or email must not contain control characters'),
    ),
    '',
  ),
});

/** POST /api/password-resets/:token body: the new password, by the registration rules. */
export const resetPasswordRequestSchema = v.object({
  newPassword: v.optional(newPasswordSchema, ''),
});

export type ForgotPasswordRequest = v.InferOutput<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequestSchema>;

/** The reset page's form: the new password twice, with the Register tab's messages. */
export const resetPasswordFormSchema = withConfirmedPassword(
  { newPassword: newPasswordSchema },
  'newPassword',
);
