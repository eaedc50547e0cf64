import * as v from 'valibot';

/**
 * POST /api/user/password body. The new password follows the registration
 * rule (SPEC §9: at least 6 characters) with the same message.
 */
export const changePasswordRequestSchema = v.object({
  // A missing field reads as empty, so it gets the same message as an empty one.
  currentPassword: v.optional(
    v.pipe(
      v.string(/*i18n*/ 'Current password is required'),
      v.nonEmpty(/*i18n*/ 'Current password is required'),
      v.maxLength(128, /*i18n*/ 'Current password must be at most 128 characters'),
    ),
    '',
  ),
  newPassword: v.optional(
    v.pipe(
      v.string(/*i18n*/ 'Password must be at least 6 characters'),
      v.minLength(6, /*i18n*/ 'Password must be at least 6 characters'),
      v.maxLength(128, /*i18n*/ 'Password must be at most 128 characters'),
    ),
    '',
  ),
});

export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequestSchema>;
