import { parseWith } from '@puente/core';
import type { Context } from 'koa';
import type * as v from 'valibot';
import { notFound, validationFailed } from '../errors';

// Ids are PostgreSQL integers.
const MAX_ID = 2_147_483_647;
const NOT_A_WHOLE_NUMBER = 'Id must be a whole number';

/** The query string validated by a core schema; failures are a 400 with field messages. */
export function validQuery<S extends v.GenericSchema>(ctx: Context, schema: S): v.InferOutput<S> {
  const result = parseWith(schema, ctx.query);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
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
