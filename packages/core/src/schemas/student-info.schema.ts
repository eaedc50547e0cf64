import * as v from 'valibot';
import { boundedArray } from './bounded-array';
import { MAX_INTENDED_SUBJECTS, SUBJECT_OPTIONS, YEAR_OPTIONS } from './student-info.options';
import { withoutControlCharacters } from './text-characters';

const score = v.optional(
  v.nullable(
    v.pipe(
      v.number(/*i18n*/ 'Must be a number'),
      v.integer(/*i18n*/ 'Must be a whole number'),
      v.minValue(0, /*i18n*/ 'Must be at least 0'),
      v.maxValue(100, /*i18n*/ 'Must be at most 100'),
    ),
  ),
  null,
);
const notTaken = v.optional(v.boolean(/*i18n*/ 'Must be true or false'), false);

/** POST /api/student-info body and the student-info form (SPEC §5). */
export const studentInfoSchema = v.object({
  intendedSubject: boundedArray(
    v.picklist(SUBJECT_OPTIONS, /*i18n*/ 'Please select a subject from the list'),
    { min: 1, max: MAX_INTENDED_SUBJECTS },
    {
      notAList: /*i18n*/ 'Please select at least one subject',
      tooMany: /*i18n*/ 'You can select at most two subjects',
    },
  ),
  currentYear: v.picklist(YEAR_OPTIONS, /*i18n*/ 'Please select your current year'),
  mathScore: score,
  chemistryScore: score,
  biologyScore: score,
  physicsScore: score,
  mathNotTaken: notTaken,
  chemistryNotTaken: notTaken,
  biologyNotTaken: notTaken,
  physicsNotTaken: notTaken,
  overallGpa: v.optional(
    v.pipe(
      v.string(/*i18n*/ 'GPA must be text'),
      v.trim(),
      v.maxLength(20, /*i18n*/ 'GPA must be at most 20 characters'),
      withoutControlCharacters(/*i18n*/ 'GPA must not contain control characters'),
    ),
    '',
  ),
});

export type StudentInfoRequest = v.InferInput<typeof studentInfoSchema>;
export type StudentInfo = v.InferOutput<typeof studentInfoSchema>;

/** GET/POST /api/student-info: the saved profile (SPEC §3), a "not taken" score being 0. */
export type StudentInfoRecord = StudentInfo & {
  id: number;
  userId: number;
  createdAt: string;
  updatedAt: string;
};
