import * as v from 'valibot';
import { boundedArray } from './bounded-array';
import { withoutControlCharacters } from './text-characters';

/** The most entries a school's context holds. */
export const SCHOOL_CONTEXT_ENTRIES_MAX = 30;
/** The longest one entry may be. */
export const SCHOOL_CONTEXT_ENTRY_MAX = 1000;

/**
 * PUT /api/school/context: the admin's whole school context (docs/product/tracker.md,
 * "Parents and admins"), plain-text entries in order; blank entries are refused.
 */
export const schoolContextRequestSchema = v.object(
  {
    entries: boundedArray(
      v.pipe(
        v.string(/*i18n*/ 'Each context entry must be text'),
        v.trim(),
        v.nonEmpty(/*i18n*/ 'A context entry cannot be blank'),
        v.maxLength(
          SCHOOL_CONTEXT_ENTRY_MAX,
          /*i18n*/ 'A context entry must be at most 1,000 characters',
        ),
        withoutControlCharacters(/*i18n*/ 'A context entry must not contain control characters', {
          textArea: true,
        }),
      ),
      { max: SCHOOL_CONTEXT_ENTRIES_MAX },
      {
        notAList: /*i18n*/ 'Context entries must be a list',
        tooMany: /*i18n*/ 'A school context holds at most 30 entries',
      },
    ),
  },
  /*i18n*/ 'Context entries must be a list',
);

export type SchoolContextRequest = v.InferOutput<typeof schoolContextRequestSchema>;
