import { bodyParser } from '@koa/bodyparser';
import { parseWith } from '@puente/core';
import type { Context, Middleware } from 'koa';
import type * as v from 'valibot';
import { badRequest, unsupportedMediaType, validationFailed } from '../errors';

/** Largest JSON body the API reads; anything bigger is a 413. */
export const JSON_BODY_LIMIT = '100kb';
/**
 * The paths that read more: a school's CSV of students (core's
 * IMPORT_CSV_MAX_CHARS, up to three bytes a character once in UTF-8).
 */
export const LARGE_JSON_BODY_PATHS: ReadonlyMap<string, string> = new Map([
  ['/api/school/import', '3mb'],
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

// Content codings are case-insensitive, and x-gzip is gzip (RFC 9110 §8.4.1.3).
const CODINGS = new Map([
  ['identity', 'identity'],
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['deflate', 'deflate'],
  ['br', 'br'],
]);

/**
 * Reads JSON bodies only: a body of another type is a 415, bad JSON (or a
 * `__proto__` key) a 400, an oversized one a 413 (also once decompressed),
 * a compressed one that does not decompress a 400, a coding other than gzip,
 * deflate or br a 415 — all through errors.ts.
 * Refusing non-JSON bodies also shuts out cross-site HTML form posts, which
 * can only send form or text bodies (a JSON body from another origin needs a
 * CORS preflight that credentialed paths never pass).
 */
export function jsonBody(): Middleware {
  const parserOf = (jsonLimit: string) =>
    bodyParser({
      enableTypes: ['json'],
      extendTypes: { json: ['application/json'] },
      jsonLimit,
      // Non-strict so `null` or `"text"` get the clearer "must be a JSON object" below.
      jsonStrict: false,
      onError: (error, ctx) => {
        throw isDecompressionError(error, ctx)
          ? badRequest(/*i18n*/ 'Request body could not be decompressed')
          : error;
      },
    });
  const parse = parserOf(JSON_BODY_LIMIT);
  const large = new Map([...LARGE_JSON_BODY_PATHS].map(([path, limit]) => [path, parserOf(limit)]));
  return async (ctx, next) => {
    // A read has no body to parse: skipping the parser saves its content-type checks.
    if (!BODY_METHODS.has(ctx.method)) return next();
    if (hasBody(ctx) && !ctx.request.is('application/json')) throw unsupportedMediaType();
    useContentCoding(ctx);
    await (large.get(ctx.path) ?? parse)(ctx, next);
  };
}

/**
 * Names the body's content coding the way the decompressor knows it; a list
 * of codings, or one it does not know, is a 415.
 */
function useContentCoding(ctx: Context) {
  const header = ctx.get('Content-Encoding');
  if (header === '') return;
  const coding = CODINGS.get(header.trim().toLowerCase());
  if (coding === undefined) {
    throw unsupportedMediaType(/*i18n*/ 'Content-Encoding must be gzip, deflate or br');
  }
  ctx.req.headers['content-encoding'] = coding;
}

/** zlib's and brotli's errors carry an errno; the body reader's own carry an HTTP status. */
function isDecompressionError(error: unknown, ctx: Context): boolean {
  const { errno, status } = error as { errno?: unknown; status?: unknown };
  const coding = ctx.req.headers['content-encoding'];
  return coding !== undefined && coding !== 'identity' && typeof errno === 'number' && !status;
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
    throw badRequest(/*i18n*/ 'Request body must be a JSON object');
  }
  const result = parseWith(schema, body);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}
