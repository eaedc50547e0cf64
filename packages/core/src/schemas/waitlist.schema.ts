import * as v from 'valibot';
import { withoutControlCharacters } from './text-characters';

/** POST /api/waitlist body and the waitlist dialog's form (SPEC §5). */
export const waitlistSchema = v.object({
  name: v.pipe(
    v.string('Name must be at least 2 characters'),
    v.trim(),
    v.minLength(2, 'Name must be at least 2 characters'),
    v.maxLength(200, 'Name must be at most 200 characters'),
    withoutControlCharacters('Name'),
  ),
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, 'Please enter a valid email address'),
    v.email('Please enter a valid email address'),
  ),
  schoolName: v.pipe(
    v.string('School name must be at least 2 characters'),
    v.trim(),
    v.minLength(2, 'School name must be at least 2 characters'),
    v.maxLength(200, 'School name must be at most 200 characters'),
    withoutControlCharacters('School name'),
  ),
});

export type WaitlistRequest = v.InferInput<typeof waitlistSchema>;
