import * as v from 'valibot';
import { withConfirmedPassword } from './confirmed-password';
import { schoolOriginSchema } from './hand-off.schema';
import type { Role, SchoolRef } from './roles';
import { withoutControlCharacters } from './text-characters';

const text = (message: string) => v.string(message);

// Control and format characters (zero-width spaces, bidi overrides) and line
// separators: invisible, so two usernames that look the same would differ.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
export const USERNAME_INVISIBLE =
  /*i18n*/ 'Username must not contain invisible or control characters';
const visibleUsername = v.check((input: string) => !INVISIBLE.test(input), USERNAME_INVISIBLE);

// In a name, the same invisible characters: a bidi override (U+202E) turns
// the rest of a name around wherever it is shown, a zero-width space hides.
export const FIRST_NAME_INVISIBLE =
  /*i18n*/ 'First name must not contain invisible characters such as zero-width spaces or text-direction marks';
export const LAST_NAME_INVISIBLE =
  /*i18n*/ 'Last name must not contain invisible characters such as zero-width spaces or text-direction marks';

/** A first or last name: optional, trimmed, at most 100 characters, nothing hidden; a message a rule. */
const nameSchema = (messages: {
  notText: string;
  tooLong: string;
  controls: string;
  invisible: string;
}) =>
  v.optional(
    v.pipe(
      text(messages.notText),
      v.trim(),
      v.maxLength(100, messages.tooLong),
      withoutControlCharacters(messages.controls),
      v.check((input: string) => !INVISIBLE.test(input), messages.invisible),
    ),
    '',
  );

export const PASSWORD_BLANK = /*i18n*/ 'Password must not be only spaces or invisible characters';
export const PASSWORD_UNPAIRED =
  /*i18n*/ 'Password contains a character that cannot be used. Please type it again.';
// Nothing but white space, controls (C0, DEL, C1) and invisible format characters.
const BLANK = /^[\s\p{Cc}\p{Cf}]*$/u;
// A surrogate without its pair: hashed, it would become U+FFFD like any other lone one.
const UNPAIRED = /\p{Cs}/u;
/** A password is hashed as typed; these refuse what would make two different ones the same. */
const wellFormedPassword = v.check((input: string) => !UNPAIRED.test(input), PASSWORD_UNPAIRED);
const notBlankPassword = v.check((input: string) => !BLANK.test(input), PASSWORD_BLANK);

/**
 * A new password's rules (SPEC §5's length and message; registration and a
 * password change): not blank or controls only, no lone surrogate.
 */
export const newPasswordSchema = v.pipe(
  text(/*i18n*/ 'Password must be at least 6 characters'),
  v.minLength(6, /*i18n*/ 'Password must be at least 6 characters'),
  v.maxLength(128, /*i18n*/ 'Password must be at most 128 characters'),
  wellFormedPassword,
  notBlankPassword,
);

/** A password to check against a stored hash: text within the length, no lone surrogate. */
export const givenPasswordSchema = (required: string, tooLong: string) =>
  v.pipe(text(required), v.maxLength(128, tooLong), wellFormedPassword);

// What the Register tab asks for, and the request carries.
export const accountEntries = {
  firstName: nameSchema({
    notText: /*i18n*/ 'First name must be text',
    tooLong: /*i18n*/ 'First name must be at most 100 characters',
    controls: /*i18n*/ 'First name must not contain control characters',
    invisible: FIRST_NAME_INVISIBLE,
  }),
  lastName: nameSchema({
    notText: /*i18n*/ 'Last name must be text',
    tooLong: /*i18n*/ 'Last name must be at most 100 characters',
    controls: /*i18n*/ 'Last name must not contain control characters',
    invisible: LAST_NAME_INVISIBLE,
  }),
  email: v.pipe(
    text(/*i18n*/ 'Invalid email address'),
    v.trim(),
    v.maxLength(254, /*i18n*/ 'Invalid email address'),
    v.email(/*i18n*/ 'Invalid email address'),
  ),
  username: v.pipe(
    text(/*i18n*/ 'Username is required'),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'Username is required'),
    v.maxLength(50, /*i18n*/ 'Username must be at most 50 characters'),
    withoutControlCharacters(/*i18n*/ 'Username must not contain control characters'),
    visibleUsername,
  ),
  password: newPasswordSchema,
};

/**
 * The privacy notice's version (its date) a registration consents to; the
 * notice's page shows it. A change to the notice's substance gets a new one.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-06';

export const PRIVACY_CONSENT_REQUIRED =
  /*i18n*/ 'Please accept the privacy notice to create your account';

/**
 * The visitor's consent to the privacy notice (docs/product/privacy.md): only
 * `true` passes; missing or anything else is the field's message.
 */
// A check, not a literal schema: a failed action keeps the form's other checks (passwords) running.
const privacyConsent = v.pipe(
  v.optional(v.boolean(PRIVACY_CONSENT_REQUIRED), false),
  v.check((accepted) => accepted, PRIVACY_CONSENT_REQUIRED),
);

/** POST /api/register body (SPEC §7: the form's confirmPassword is not sent). */
export const registerRequestSchema = v.object({
  ...accountEntries,
  privacyConsent,
  /** The school's site the student came from, when they registered from its programme finder. */
  school: v.optional(schoolOriginSchema),
});

/** The Register tab's form (SPEC §5): the request plus a matching confirmation. */
export const registerFormSchema = withConfirmedPassword(
  { ...accountEntries, privacyConsent },
  'password',
);

/** POST /api/login body. SPEC §5 sets no rules on the form; the API still needs text. */
export const loginRequestSchema = v.object({
  username: v.pipe(
    text(/*i18n*/ 'Username is required'),
    v.trim(),
    v.maxLength(50, /*i18n*/ 'Username must be at most 50 characters'),
    withoutControlCharacters(/*i18n*/ 'Username must not contain control characters'),
    visibleUsername,
  ),
  password: givenPasswordSchema(
    /*i18n*/ 'Password is required',
    /*i18n*/ 'Password must be at most 128 characters',
  ),
  rememberMe: v.optional(v.boolean(/*i18n*/ 'Remember me must be true or false'), false),
});

export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;
export type RegisterForm = v.InferInput<typeof registerFormSchema>;
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** The signed-in user as the API answers it (never the password). */
export interface User {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Student unless the user joined as staff or a parent (school.schema.ts). */
  role: Role;
  /** The school the user belongs to; null for a parent and a student in none. */
  school: SchoolRef | null;
}
