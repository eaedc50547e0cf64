import type { Middleware } from 'koa';

/**
 * Write requests take turns for the database: at most `turns` of them run at
 * once, the rest wait here in order, holding nothing. Under load a write
 * holds a pooled connection for a transaction of several round trips; with
 * every connection taken by writes, a signed-in read (one short query for
 * its session, one for its data) waited behind them in the pool's queue for
 * seconds (docs/performance.md, "Reads beside writes"). With fewer turns than
 * connections, the pool always has connections for reads.
 *
 * `skip` lets a path bypass the turns: sign-ins, registrations and password
 * changes wait in the hashing queue instead, and a turn held while scrypt
 * runs would stall every other write.
 */
export function writeTurns(turns: number, skip: (path: string) => boolean): Middleware {
  const waiting: Array<() => void> = [];
  let running = 0;
  return async (ctx, next) => {
    if (skip(ctx.path)) return next();
    if (running < turns) running += 1;
    // A finishing write hands its turn straight to the first in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await next();
    } finally {
      const first = waiting.shift();
      if (first) first();
      else running -= 1;
    }
  };
}
