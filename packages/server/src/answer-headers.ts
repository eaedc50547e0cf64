import type { Context } from 'koa';

/** What Koa's `ctx.type = 'json'` sets. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The answer's body as JSON text, for the same bytes and headers as
 * `ctx.body = value` without Koa's look-up of the type for each answer.
 */
export function setJsonBody(ctx: Context, json: string): void {
  ctx.set('Content-Type', JSON_TYPE);
  ctx.body = json;
}

/**
 * `ctx.vary(field)`, without the `vary` package's parsing and header name
 * check when the answer varies on nothing yet (nearly always): a small
 * answer's most expensive header otherwise (docs/performance.md).
 */
export function varyOn(ctx: Context, field: string): void {
  const { res } = ctx;
  if (res.headersSent || res.hasHeader('Vary')) ctx.vary(field);
  else res.setHeader('Vary', field);
}
