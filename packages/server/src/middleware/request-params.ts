import { type ParseResult, parseWith } from '@puente/core';
import type { Context } from 'koa';
import type * as v from 'valibot';
import { notFound, validationFailed } from '../errors';

// Ids are PostgreSQL integers.
const MAX_ID = 2_147_483_647;
const NOT_A_WHOLE_NUMBER = /*i18n*/ 'Id must be a whole number';

// Pages and widgets ask the same few query strings again and again; parsing
// and validating one costs more than the rest of a small catalogue answer.
const REMEMBERED_QUERIES = 1000;
const parsedQueries = new WeakMap<v.GenericSchema, Map<string, ParseResult<unknown>>>();

/**
 * The query string validated by a core schema; failures are a 400 with field
 * messages. The last thousand query strings of each schema are remembered,
 * their values frozen, as every caller shares them.
 */
export function validQuery<S extends v.GenericSchema>(ctx: Context, schema: S): v.InferOutput<S> {
  let remembered = parsedQueries.get(schema);
  if (!remembered) {
    remembered = new Map();
    parsedQueries.set(schema, remembered);
  }
  const key = ctx.querystring;
  let result = remembered.get(key);
  if (!result) {
    result = parseWith(schema, ctx.query);
    if (result.ok) Object.freeze(result.value);
    if (remembered.size >= REMEMBERED_QUERIES) remembered.clear();
    remembered.set(key, result);
  }
  if (!result.ok) throw validationFailed(result.errors);
  return result.value as v.InferOutput<S>;
}

/**
 * The `:id` of a path as a number. Anything but digits is a 400 (every id
 * route answers the same); a number past PostgreSQL's integers names nothing
 * that exists, so it is the route's 404 (`missing`).
 */
export function idParam(ctx: Context, missing: () => Error = notFound): number {
  const raw = (ctx.params as Record<string, string | undefined>).id ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw validationFailed({ id: [NOT_A_WHOLE_NUMBER] });
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw missing();
  return id;
}

/** The `:token` of a path, as sent (checked by its hash). */
export const tokenParam = (ctx: Context) =>
  String((ctx.params as Record<string, string | undefined>).token ?? '');
