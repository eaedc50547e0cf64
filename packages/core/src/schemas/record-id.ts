import * as v from 'valibot';
import { PROGRAMME_ID_MAX } from './hand-off.options';

/**
 * The id of a row the request names (a student, a counselor, a programme, a
 * notice): a whole number from 1 within PostgreSQL's integers. One message
 * for every way it is wrong: the form only ever sends an id it was given.
 */
export const recordId = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(PROGRAMME_ID_MAX, message),
  );
