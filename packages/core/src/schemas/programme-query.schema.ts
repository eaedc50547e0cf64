import * as v from 'valibot';
import { PROGRAMME_CHOICE_BOUNDS, PROGRAMME_SORTS } from '../domain/programme-sort';

/** The largest page GET /api/foundation-programs answers. */
export const PROGRAMME_PAGE_SIZE_MAX = 100;

/** The page size when a `page` is asked for without a `pageSize`. */
export const PROGRAMME_PAGE_SIZE_DEFAULT = 20;

const SEARCH_MAX_LENGTH = 200;
const FILTER_MAX_LENGTH = 100;

const text = (field: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be given once, as text`),
      v.maxLength(max, `${field} must be at most ${max} characters`),
    ),
  );

const wholeNumber = (field: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${field} must be given once, as a whole number`),
      v.regex(/^\d{1,9}$/, `${field} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${field} must be at least ${min}`),
      v.maxValue(max, `${field} must be at most ${max}`),
    ),
  );

const ielts = v.optional(
  v.pipe(
    v.string('IELTS must be given once, as a band'),
    v.regex(
      PROGRAMME_CHOICE_BOUNDS.ieltsBand,
      'IELTS must be a band from 0 to 9 in steps of 0.5, e.g. 5.5',
    ),
    v.transform(Number),
    v.maxValue(PROGRAMME_CHOICE_BOUNDS.ieltsMax, 'IELTS must be at most 9'),
  ),
);

const flag = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], `${field} must be true or false`),
      v.transform((value) => value === 'true'),
    ),
  );

/**
 * What students choose by, beside the search (issue 17): `sort` (match,
 * deadline, fees, rank), `maxFees` (GBP a year), `ielts` (the student's band),
 * `start` (a start term or month), `open` (deadline not passed) and
 * `meetsGrades` (Target or Safety for the signed-in student's profile).
 */
export const programmeChoiceQueryEntries = {
  sort: v.optional(
    v.picklist(PROGRAMME_SORTS, `Sort must be one of ${PROGRAMME_SORTS.join(', ')}`),
  ),
  maxFees: wholeNumber('Maximum fees', 0, PROGRAMME_CHOICE_BOUNDS.maxFees),
  ielts,
  start: text('Start', FILTER_MAX_LENGTH),
  open: flag('Open'),
  meetsGrades: flag('Meets grades'),
};

/**
 * The query string of GET /api/foundation-programs: `q` (free text), `subject`,
 * `region` (a place or a UK nation), `page` / `pageSize` (1-based; without them the
 * whole list), and the choice entries above.
 * Values arrive as strings; a repeated parameter is an error, unknown ones are dropped.
 */
export const programmeQuerySchema = v.object({
  q: text('Search', SEARCH_MAX_LENGTH),
  subject: text('Subject', FILTER_MAX_LENGTH),
  region: text('Region', FILTER_MAX_LENGTH),
  page: wholeNumber('Page', 1, 100_000),
  pageSize: wholeNumber('Page size', 1, PROGRAMME_PAGE_SIZE_MAX),
  ...programmeChoiceQueryEntries,
});

export type ProgrammeQueryParams = v.InferInput<typeof programmeQuerySchema>;
export type ProgrammeQuery = v.InferOutput<typeof programmeQuerySchema>;
