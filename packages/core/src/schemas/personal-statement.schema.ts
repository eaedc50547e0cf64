import * as v from 'valibot';
import { withoutControlCharacters } from './text-characters';

/**
 * The most stored text a statement save accepts. Statements over 4000
 * characters still save (SPEC §5); this only keeps a row to a sane size, with
 * room for both drafts of `encodeStatement`'s envelope.
 */
export const STATEMENT_MAX_STORED_LENGTH = 20_000;

/** PUT /api/selected-programs/{id}/personal-statement body (SPEC §7), as `encodeStatement` writes it. */
export const personalStatementRequestSchema = v.object(
  {
    personalStatement: v.pipe(
      v.string(/*i18n*/ 'Personal statement must be text'),
      v.maxLength(
        STATEMENT_MAX_STORED_LENGTH,
        /*i18n*/ 'Personal statement is too long to save (at most 20,000 characters)',
      ),
      withoutControlCharacters(/*i18n*/ 'Personal statement must not contain control characters', {
        textArea: true,
      }),
    ),
  },
  // Also the message for a body without the field.
  /*i18n*/ 'Personal statement must be text',
);

export type PersonalStatementRequest = v.InferOutput<typeof personalStatementRequestSchema>;
