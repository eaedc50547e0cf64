import { bodyParser } from '@koa/bodyparser';
import { parseWith } from '@puente/core';
import type { Context, Middleware } from 'koa';
import type * as v from 'valibot';
import { badRequest, unsupportedMediaType, validationFailed } from '../errors';

/** Largest JSON body the API reads; anything bigger is a 413. */
export const JSON_BODY_LIMIT = '100kb';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Reads JSON bodies only: a body of another type is a 415, bad JSON (or a
 * `__proto__` key) a 400, an oversized one a 413 — all through errors.ts.
 * Refusing non-JSON bodies also shuts out cross-site HTML form posts, which
 * can only send form or text bodies (a JSON body from another origin needs a
 * CORS preflight that credentialed paths never pass).
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    extendTypes: { json: ['application/json'] },
    jsonLimit: JSON_BODY_LIMIT,
    // Non-strict so `null` or `"text"` get the clearer "must be a JSON object" below.
    jsonStrict: false,
  });
  return async (ctx, next) => {
    // A read has no body to parse: skipping the parser saves its content-type checks.
    if (!BODY_METHODS.has(ctx.method)) return next();
    if (hasBody(ctx) && !ctx.request.is('application/json')) {
      throw unsupportedMediaType();
    }
    await parse(ctx, next);
  };
}

/** A bare `POST /api/logout` (no body, or `Content-Length: 0`) needs no content type. */
function hasBody(ctx: Context): boolean {
  return ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length') || 0) > 0;
}

/**
 * The request body validated by a core schema (the one the form uses):
 * unknown fields are dropped, anything else wrong is a 400 with field messages.
 */
export function validBody<S extends v.GenericSchema>(ctx: Context, schema: S): v.InferOutput<S> {
  const body = ctx.request.body === '' || ctx.request.body === undefined ? {} : ctx.request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = parseWith(schema, body);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}
