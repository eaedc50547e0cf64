import * as v from 'valibot';
import { SCHOOL_ORIGIN_MAX, SCHOOL_ORIGIN_PATTERN } from './hand-off.options';

export const SCHOOL_ORIGIN_INVALID =
  /*i18n*/ 'School must be a web origin such as https://school.example';

/** The school's site a registration came from (core's hand-off): its web origin, bounded. */
export const schoolOriginSchema = v.pipe(
  v.string(SCHOOL_ORIGIN_INVALID),
  v.trim(),
  v.maxLength(SCHOOL_ORIGIN_MAX, SCHOOL_ORIGIN_INVALID),
  v.regex(SCHOOL_ORIGIN_PATTERN, SCHOOL_ORIGIN_INVALID),
);
