import type { EntityManager } from '@mikro-orm/core';
import { type MessageWithValues, tooManyRequests } from '../../errors';
import { RateLimit } from './rate-limit.entity';

/** A limit on one kind of attempt: at most `limit` per `windowMs` (0: no limit). */
export interface RateRule {
  /** Prefix of the counter's key, e.g. `login:account`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** One counter to charge: a rule and who it counts (a username, an address). */
export interface Attempt {
  rule: RateRule;
  subject: string;
}

/** Counts attempts in fixed windows, in the `rate_limits` table. */
export interface RateLimiter {
  /**
   * Counts one attempt on each counter, atomically, before the work is done;
   * throws a 429 (with Retry-After) when any counter is over its limit.
   */
  charge(
    attempts: Attempt[],
    message: (minutes: number) => string | MessageWithValues,
  ): Promise<void>;
  /**
   * Counts one attempt on each counter, atomically, and answers those still
   * within their limit: the rest are left out, not refused as a whole.
   */
  admit(attempts: Attempt[]): Promise<Attempt[]>;
  /** Takes one attempt back (it turned out to be a success that should not count). */
  refund(attempts: Attempt[]): Promise<void>;
  /** Forgets the counter altogether (e.g. an account's failures after a good sign-in). */
  reset(attempts: Attempt[]): Promise<void>;
}

const keyOf = ({ rule, subject }: Attempt) => `${rule.name}:${subject.toLowerCase()}`;

/**
 * The limiter on the request's EntityManager. One statement per call: an
 * upsert that starts a new window when the old one is over, so concurrent
 * attempts (from any process) never lose a count.
 */
export function createRateLimiter(em: EntityManager): RateLimiter {
  const count = (limited: Attempt[]): Promise<{ key: string; hits: number; ms_left: string }[]> => {
    const values = limited
      .map(() => "(?, 1, now() + ?::bigint * interval '1 millisecond')")
      .join(', ');
    return em.getConnection().execute<{ key: string; hits: number; ms_left: string }[]>(
      `insert into rate_limits as r (key, hits, window_ends_at) values ${values}
         on conflict (key) do update set
           hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
           window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
         returning key, hits, ceil(extract(epoch from (window_ends_at - now())) * 1000) as ms_left`,
      limited.flatMap((attempt) => [keyOf(attempt), attempt.rule.windowMs]),
    );
  };
  return {
    async charge(attempts, message) {
      const limited = attempts.filter(({ rule }) => rule.limit > 0);
      if (limited.length === 0) return;
      const rows = await count(limited);
      let waitMs = 0;
      for (const row of rows) {
        const attempt = limited.find((candidate) => keyOf(candidate) === row.key);
        if (attempt && row.hits > attempt.rule.limit)
          waitMs = Math.max(waitMs, Number(row.ms_left));
      }
      if (waitMs > 0) throw tooManyRequests(message(Math.ceil(waitMs / 60_000)), waitMs / 1000);
    },
    async admit(attempts) {
      const limited = attempts.filter(({ rule }) => rule.limit > 0);
      if (limited.length === 0) return attempts;
      const hits = new Map((await count(limited)).map((row) => [row.key, row.hits]));
      return attempts.filter(
        (attempt) =>
          attempt.rule.limit === 0 || (hits.get(keyOf(attempt)) ?? 0) <= attempt.rule.limit,
      );
    },
    async refund(attempts) {
      const keys = attempts.filter(({ rule }) => rule.limit > 0).map(keyOf);
      if (keys.length === 0) return;
      await em
        .getConnection()
        .execute(
          `update rate_limits set hits = greatest(hits - 1, 0) where key in (${keys.map(() => '?').join(', ')}) and window_ends_at > now()`,
          keys,
        );
    },
    async reset(attempts) {
      const keys = attempts.map(keyOf);
      if (keys.length > 0) await em.nativeDelete(RateLimit, { key: { $in: keys } });
    },
  };
}

/** Deletes counters whose window is over; returns how many. */
export function purgeExpiredRateLimits(em: EntityManager): Promise<number> {
  return em.fork().nativeDelete(RateLimit, { windowEndsAt: { $lte: new Date() } });
}
