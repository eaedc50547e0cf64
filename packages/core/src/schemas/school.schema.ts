import * as v from 'valibot';
import { accountEntries } from './auth.schema';
import { boundedArray } from './bounded-array';
import { withConfirmedPassword } from './confirmed-password';
import { HAND_OFF_PICKS_MAX, SCHOOL_ORIGIN_MAX, SITE_KEY_PATTERN } from './hand-off.options';
import { schoolOriginSchema } from './hand-off.schema';
import { recordId } from './record-id';
import { INVITED_ROLES } from './roles';
import { withoutControlCharacters } from './text-characters';

/** How long an invitation link works (7 days). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** The most a class code can be used (a year group). */
export const CLASS_CODE_USES_MAX = 500;
/** A class code as typed: eight letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const CLASS_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;
/** The most websites a school registers for its elements. */
export const SCHOOL_ORIGINS_MAX = 10;
/** The most students one CSV import invites. */
export const IMPORT_ROWS_MAX = 2000;
/** The largest CSV an import reads (2,000 rows of four fields fit well inside). */
export const IMPORT_CSV_MAX_CHARS = 1_000_000;
/** A site key as the school's settings show it (beside the hand-off, which the finder's first render reads). */
export { SITE_KEY_PATTERN };

const requiredText = (required: string, tooLong: string, control: string, max: number) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
    withoutControlCharacters(control),
  );

const schoolEntries = {
  schoolName: requiredText(
    /*i18n*/ 'School name is required',
    /*i18n*/ 'School name must be at most 120 characters',
    /*i18n*/ 'School name must not contain control characters',
    120,
  ),
  city: requiredText(
    /*i18n*/ 'City is required',
    /*i18n*/ 'City must be at most 100 characters',
    /*i18n*/ 'City must not contain control characters',
    100,
  ),
  country: requiredText(
    /*i18n*/ 'Country is required',
    /*i18n*/ 'Country must be at most 100 characters',
    /*i18n*/ 'Country must not contain control characters',
    100,
  ),
};

/**
 * POST /api/schools: "Create your school's workspace". Registers the school's
 * first admin (the same account fields as Register) and the school at once,
 * and signs the admin in.
 */
export const createSchoolRequestSchema = v.object({ ...accountEntries, ...schoolEntries });
export type CreateSchoolRequest = v.InferOutput<typeof createSchoolRequestSchema>;

/** The create form: the request plus the password's confirmation, as Register asks. */
export const createSchoolFormSchema = withConfirmedPassword(
  { ...accountEntries, ...schoolEntries },
  'password',
);
export type CreateSchoolForm = v.InferInput<typeof createSchoolFormSchema>;

/** PUT /api/school: the admin's school settings, websites included. */
export const schoolSettingsRequestSchema = v.object({
  ...schoolEntries,
  origins: boundedArray(
    schoolOriginSchema,
    { max: SCHOOL_ORIGINS_MAX },
    {
      notAList: /*i18n*/ 'Websites must be a list of web origins',
      tooMany: /*i18n*/ 'A school can register at most 10 websites',
    },
  ),
});
export type SchoolSettingsRequest = v.InferOutput<typeof schoolSettingsRequestSchema>;

const optionalEmail = v.optional(
  v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(/*i18n*/ 'Invalid email address'),
        v.trim(),
        v.maxLength(254, /*i18n*/ 'Invalid email address'),
        v.email(/*i18n*/ 'Invalid email address'),
      ),
    ],
    /*i18n*/ 'Invalid email address',
  ),
  '',
);

const personName = v.optional(
  v.pipe(
    v.string(/*i18n*/ 'Name must be text'),
    v.trim(),
    v.maxLength(200, /*i18n*/ 'Name must be at most 200 characters'),
    withoutControlCharacters(/*i18n*/ 'Name must not contain control characters'),
  ),
  '',
);

/**
 * POST /api/invitations. An admin invites counselors; an admin or counselor
 * invites students, and parents of one of the school's students
 * (`studentId`); a student invites their own parent (no `studentId`).
 * The email is optional: the link is always shown to copy and share.
 */
export const invitationRequestSchema = v.object({
  role: v.picklist(INVITED_ROLES, /*i18n*/ 'Choose who you are inviting'),
  name: personName,
  email: optionalEmail,
  studentId: v.optional(recordId(/*i18n*/ 'Choose the student this parent belongs to')),
});
export type InvitationRequest = v.InferOutput<typeof invitationRequestSchema>;

/** POST /api/class-codes: a code a whole group uses to join, up to `maxUses` times. */
export const classCodeRequestSchema = v.object({
  label: requiredText(
    /*i18n*/ 'Give the class a name',
    /*i18n*/ 'Class name must be at most 100 characters',
    /*i18n*/ 'Class name must not contain control characters',
    100,
  ),
  maxUses: v.pipe(
    v.number(/*i18n*/ 'Uses must be a number from 1 to 500'),
    v.integer(/*i18n*/ 'Uses must be a number from 1 to 500'),
    v.minValue(1, /*i18n*/ 'Uses must be a number from 1 to 500'),
    v.maxValue(CLASS_CODE_USES_MAX, /*i18n*/ 'Uses must be a number from 1 to 500'),
  ),
});
export type ClassCodeRequest = v.InferOutput<typeof classCodeRequestSchema>;

/** PUT /api/school/students/:id/counselor: the admin gives the student to a counselor. */
export const assignCounselorRequestSchema = v.object({
  counselorId: recordId(/*i18n*/ 'Choose a counselor'),
});

/** POST /api/join: a signed-in student joins a school with its class code (case and spaces forgiven). */
export const joinClassRequestSchema = v.object({
  code: v.pipe(
    v.string(/*i18n*/ 'Enter your class code'),
    v.maxLength(40, /*i18n*/ 'That class code is not valid'),
    v.transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
    v.nonEmpty(/*i18n*/ 'Enter your class code'),
    v.regex(CLASS_CODE_PATTERN, /*i18n*/ 'That class code is not valid'),
  ),
});
export type JoinClassRequest = v.InferOutput<typeof joinClassRequestSchema>;

/** POST /api/school/import: the admin's CSV of students (first_name, last_name, email, parent_email). */
export const studentImportRequestSchema = v.object({
  csv: v.pipe(
    v.string(/*i18n*/ 'Choose a CSV file'),
    v.nonEmpty(/*i18n*/ 'Choose a CSV file'),
    v.maxLength(IMPORT_CSV_MAX_CHARS, /*i18n*/ 'The file is too large: at most 2,000 students'),
  ),
});
export type StudentImportRequest = v.InferOutput<typeof studentImportRequestSchema>;

const programmeIds = (tooMany: string) =>
  boundedArray(
    recordId(/*i18n*/ 'Program must be a catalogue id'),
    { max: HAND_OFF_PICKS_MAX },
    { notAList: /*i18n*/ 'Programs must be a list of catalogue ids', tooMany },
  );

/**
 * POST /api/hand-offs, from an element on a school's page: the picks, and the
 * school's site key when the page has one. The server attributes the
 * hand-off to the school only when the request's `Origin` is one of the
 * school's registered websites.
 */
export const handOffRequestSchema = v.object({
  siteKey: v.optional(
    v.pipe(
      v.string(/*i18n*/ 'Site key is not valid'),
      v.maxLength(SCHOOL_ORIGIN_MAX, /*i18n*/ 'Site key is not valid'),
      v.regex(SITE_KEY_PATTERN, /*i18n*/ 'Site key is not valid'),
    ),
  ),
  picks: programmeIds(/*i18n*/ 'At most 20 programs can be handed over'),
});
export type HandOffRequest = v.InferOutput<typeof handOffRequestSchema>;

/**
 * POST /api/hand-offs/:token/accept: the student saw the programmes' names
 * and chose which to save (any of the hand-off's picks), and whether to join
 * the school it came from.
 */
export const handOffAcceptRequestSchema = v.object({
  programmeIds: programmeIds(/*i18n*/ 'At most 20 programs can be handed over'),
  joinSchool: v.optional(v.boolean(/*i18n*/ 'Join school must be true or false'), false),
});
export type HandOffAcceptRequest = v.InferOutput<typeof handOffAcceptRequestSchema>;
