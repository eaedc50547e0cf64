import * as v from 'valibot';
import { withoutControlCharacters } from './text-characters';

const NAME_TOO_SHORT = /*i18n*/ 'Name must be at least 2 characters';
const NAME_TOO_LONG = /*i18n*/ 'Name must be at most 200 characters';
const EMAIL_INVALID = /*i18n*/ 'Please enter a valid email address';
const SCHOOL_TOO_SHORT = /*i18n*/ 'School name must be at least 2 characters';
const SCHOOL_TOO_LONG = /*i18n*/ 'School name must be at most 200 characters';

/** POST /api/waitlist body and the waitlist dialog's form (SPEC §5). */
export const waitlistSchema = v.object({
  name: v.pipe(
    v.string(NAME_TOO_SHORT),
    v.trim(),
    v.minLength(2, NAME_TOO_SHORT),
    v.maxLength(200, NAME_TOO_LONG),
    withoutControlCharacters(/*i18n*/ 'Name must not contain control characters'),
  ),
  email: v.pipe(
    v.string(EMAIL_INVALID),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, EMAIL_INVALID),
    v.email(EMAIL_INVALID),
  ),
  schoolName: v.pipe(
    v.string(SCHOOL_TOO_SHORT),
    v.trim(),
    v.minLength(2, SCHOOL_TOO_SHORT),
    v.maxLength(200, SCHOOL_TOO_LONG),
    withoutControlCharacters(/*i18n*/ 'School name must not contain control characters'),
  ),
});

export type WaitlistRequest = v.InferInput<typeof waitlistSchema>;
