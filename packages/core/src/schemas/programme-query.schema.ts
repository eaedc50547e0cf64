import * as v from 'valibot';
import { PROGRAMME_CHOICE_BOUNDS, PROGRAMME_SORTS } from './programme-query.options';

/** The largest page GET /api/foundation-programs answers. */
export const PROGRAMME_PAGE_SIZE_MAX = 100;

/** The page size when a `page` is asked for without a `pageSize`. */
export const PROGRAMME_PAGE_SIZE_DEFAULT = 20;

const SEARCH_MAX_LENGTH = 200;
const FILTER_MAX_LENGTH = 100;

// Each message is written out whole, so that it is a message id (docs/i18n.md).
const text = (max: number, messages: { notText: string; tooLong: string }) =>
  v.optional(v.pipe(v.string(messages.notText), v.maxLength(max, messages.tooLong)));

const wholeNumber = (
  min: number,
  max: number,
  messages: { notOnce: string; notWhole: string; tooSmall: string; tooLarge: string },
) =>
  v.optional(
    v.pipe(
      v.string(messages.notOnce),
      v.regex(/^\d{1,9}$/, messages.notWhole),
      v.transform(Number),
      v.minValue(min, messages.tooSmall),
      v.maxValue(max, messages.tooLarge),
    ),
  );

const ielts = v.optional(
  v.pipe(
    v.string(/*i18n*/ 'IELTS must be given once, as a band'),
    v.regex(
      PROGRAMME_CHOICE_BOUNDS.ieltsBand,
      /*i18n*/ 'IELTS must be a band from 0 to 9 in steps of 0.5, e.g. 5.5',
    ),
    v.transform(Number),
    v.maxValue(PROGRAMME_CHOICE_BOUNDS.ieltsMax, /*i18n*/ 'IELTS must be at most 9'),
  ),
);

const flag = (message: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false'], message),
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
    v.picklist(PROGRAMME_SORTS, /*i18n*/ 'Sort must be one of match, deadline, fees, rank'),
  ),
  maxFees: wholeNumber(0, PROGRAMME_CHOICE_BOUNDS.maxFees, {
    notOnce: /*i18n*/ 'Maximum fees must be given once, as a whole number',
    notWhole: /*i18n*/ 'Maximum fees must be a whole number',
    tooSmall: /*i18n*/ 'Maximum fees must be at least 0',
    tooLarge: /*i18n*/ 'Maximum fees must be at most 1000000',
  }),
  ielts,
  start: text(FILTER_MAX_LENGTH, {
    notText: /*i18n*/ 'Start must be given once, as text',
    tooLong: /*i18n*/ 'Start must be at most 100 characters',
  }),
  open: flag(/*i18n*/ 'Open must be true or false'),
  meetsGrades: flag(/*i18n*/ 'Meets grades must be true or false'),
};

/**
 * The query string of GET /api/foundation-programs: `q` (free text), `subject`,
 * `region` (a place or a UK nation), `page` / `pageSize` (1-based; without them the
 * whole list), and the choice entries above.
 * Values arrive as strings; a repeated parameter is an error, unknown ones are dropped.
 */
export const programmeQuerySchema = v.object({
  q: text(SEARCH_MAX_LENGTH, {
    notText: /*i18n*/ 'Search must be given once, as text',
    tooLong: /*i18n*/ 'Search must be at most 200 characters',
  }),
  subject: text(FILTER_MAX_LENGTH, {
    notText: /*i18n*/ 'Subject must be given once, as text',
    tooLong: /*i18n*/ 'Subject must be at most 100 characters',
  }),
  region: text(FILTER_MAX_LENGTH, {
    notText: /*i18n*/ 'Region must be given once, as text',
    tooLong: /*i18n*/ 'Region must be at most 100 characters',
  }),
  page: wholeNumber(1, 100_000, {
    notOnce: /*i18n*/ 'Page must be given once, as a whole number',
    notWhole: /*i18n*/ 'Page must be a whole number',
    tooSmall: /*i18n*/ 'Page must be at least 1',
    tooLarge: /*i18n*/ 'Page must be at most 100000',
  }),
  pageSize: wholeNumber(1, PROGRAMME_PAGE_SIZE_MAX, {
    notOnce: /*i18n*/ 'Page size must be given once, as a whole number',
    notWhole: /*i18n*/ 'Page size must be a whole number',
    tooSmall: /*i18n*/ 'Page size must be at least 1',
    tooLarge: /*i18n*/ 'Page size must be at most 100',
  }),
  ...programmeChoiceQueryEntries,
});

export type ProgrammeQueryParams = v.InferInput<typeof programmeQuerySchema>;
export type ProgrammeQuery = v.InferOutput<typeof programmeQuerySchema>;
