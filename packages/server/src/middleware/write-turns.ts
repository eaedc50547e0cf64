import type { Middleware } from 'koa';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, HttpError } from '../errors';

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
 *
 * A write waits at most `maxWaitMs` for its turn, as a request waits for a
 * pooled connection, then answers 503: while PostgreSQL hangs, the writes
 * holding the turns wait for their query timeouts, and the ones behind them
 * must not wait for those and then for their own.
 */
export function writeTurns(
  turns: number,
  skip: (path: string) => boolean,
  maxWaitMs: number,
): Middleware {
  const waiting: Array<() => void> = [];
  let running = 0;
  return async (ctx, next) => {
    if (skip(ctx.path)) return next();
    if (running < turns) running += 1;
    // A finishing write hands its turn straight to the first in line.
    else await turnWithin(waiting, maxWaitMs);
    try {
      await next();
    } finally {
      const first = waiting.shift();
      if (first) first();
      else running -= 1;
    }
  };
}

/** Waits in line for a turn; past `maxWaitMs` leaves the line and answers 503. */
function turnWithin(waiting: Array<() => void>, maxWaitMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const take = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(take), 1);
      reject(
        new HttpError(503, DATABASE_UNAVAILABLE, undefined, {
          'Retry-After': String(DATABASE_RETRY_AFTER_S),
        }),
      );
    }, maxWaitMs);
    waiting.push(take);
  });
}
