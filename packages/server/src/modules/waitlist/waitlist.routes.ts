import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { waitlistSchema } from '@puente/core';
import { validBody } from '../../middleware/json-body';
import { joinWaitlist, toWaitlistAnswer } from './waitlist.service';

/**
 * POST /api/waitlist — public: a school's site calls it from another origin
 * (see public-paths.ts). 201 for a new email, 200 when it was already there.
 */
export function waitlistRoutes({ em }: { em: EntityManager }): Router {
  return new Router().post('/api/waitlist', async (ctx) => {
    const request = validBody(ctx, waitlistSchema);
    const { entry, created } = await joinWaitlist(em, request);
    ctx.status = created ? 201 : 200;
    ctx.body = toWaitlistAnswer(entry);
  });
}
