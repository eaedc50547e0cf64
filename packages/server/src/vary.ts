import type { Context } from 'koa';

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
