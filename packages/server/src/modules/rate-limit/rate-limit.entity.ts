import { defineEntity, p } from '@mikro-orm/core';

const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    /** What is counted, e.g. `login:account:ana` or `login:address:203.0.113.7`. */
    key: p.text().primary(),
    /** Attempts counted in the current window. */
    hits: p.integer(),
    /** When the window ends and the count starts again from nothing. */
    windowEndsAt: p.datetime().index(),
  },
});

/**
 * One attempt counter. Kept in PostgreSQL, not in memory, so every server
 * process counts against the same numbers.
 */
export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);
