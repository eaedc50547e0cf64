import * as v from 'valibot';
import { withoutControlCharacters } from './text-characters';

/** The longest note a counselor keeps on a student. */
export const NOTE_TEXT_MAX = 2000;

/** Who sees a note: the school's staff only, or the student too (on their dashboard). */
export const NOTE_VISIBILITIES = ['private', 'shared'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

/**
 * POST /api/school/students/:id/notes: a counselor's note on a student
 * (docs/product/tracker.md), kept as typed; its lines and tabs stay.
 */
export const counselorNoteRequestSchema = v.object({
  text: v.pipe(
    v.string(/*i18n*/ 'Write the note first'),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'Write the note first'),
    v.maxLength(NOTE_TEXT_MAX, /*i18n*/ 'A note must be at most 2,000 characters'),
    withoutControlCharacters(/*i18n*/ 'A note must not contain control characters', {
      textArea: true,
    }),
  ),
  visibility: v.picklist(NOTE_VISIBILITIES, /*i18n*/ 'Choose who sees the note'),
});
export type CounselorNoteRequest = v.InferOutput<typeof counselorNoteRequestSchema>;

/** A counselor's note as the API answers it: to staff every note, to the student the shared ones. */
export type CounselorNote = {
  id: number;
  text: string;
  visibility: NoteVisibility;
  /** "First Last" of the staff member who wrote it. */
  author: string;
  createdAt: string;
};
