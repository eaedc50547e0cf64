import * as v from 'valibot';

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

/**
 * The query string of GET /api/foundation-programs: `q` (free text), `subject`,
 * `region`, and `page` / `pageSize` (1-based; without them the whole list).
 * Values arrive as strings; a repeated parameter is an error, unknown ones are dropped.
 */
export const programmeQuerySchema = v.object({
  q: text('Search', SEARCH_MAX_LENGTH),
  subject: text('Subject', FILTER_MAX_LENGTH),
  region: text('Region', FILTER_MAX_LENGTH),
  page: wholeNumber('Page', 1, 100_000),
  pageSize: wholeNumber('Page size', 1, PROGRAMME_PAGE_SIZE_MAX),
});

export type ProgrammeQueryParams = v.InferInput<typeof programmeQuerySchema>;
export type ProgrammeQuery = v.InferOutput<typeof programmeQuerySchema>;
