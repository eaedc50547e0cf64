import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { waitlistSchema } from '@puente/core';
import { clientAddress } from '../../client-address';
import type { RateLimits } from '../../config';
import { validBody } from '../../middleware/json-body';
import { authRateRules, tooManyWaitlistRequests } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { joinWaitlist } from './waitlist.service';

/** The one answer to every accepted waitlist request: it tells nothing about the list. */
export const WAITLIST_ACCEPTED = { ok: true } as const;

/**
 * POST /api/waitlist — public: a school's site calls it from another origin
 * (see public-paths.ts). The same `202 { ok: true }` whether the email was
 * new or already on the list; requests are counted per client address.
 */
export function waitlistRoutes({
  em,
  rateLimits,
}: {
  em: EntityManager;
  rateLimits: RateLimits;
}): Router {
  const limiter = createRateLimiter(em);
  const rules = authRateRules(rateLimits);
  return new Router().post('/api/waitlist', async (ctx) => {
    const request = validBody(ctx, waitlistSchema);
    await limiter.charge([rules.waitlist(clientAddress(ctx))], tooManyWaitlistRequests);
    await joinWaitlist(em, request);
    ctx.status = 202;
    ctx.body = WAITLIST_ACCEPTED;
  });
}
