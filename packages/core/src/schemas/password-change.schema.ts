import * as v from 'valibot';
import { givenPasswordSchema, newPasswordSchema } from './auth.schema';

/**
 * POST /api/user/password body. The new password follows the registration
 * rule (SPEC §9: at least 6 characters) with the same message.
 */
export const changePasswordRequestSchema = v.object({
  // A missing field reads as empty, so it gets the same message as an empty one.
  currentPassword: v.optional(
    v.pipe(
      givenPasswordSchema(
        /*i18n*/ 'Current password is required',
        /*i18n*/ 'Current password must be at most 128 characters',
      ),
      v.nonEmpty(/*i18n*/ 'Current password is required'),
    ),
    '',
  ),
  newPassword: v.optional(newPasswordSchema, ''),
});

export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;
