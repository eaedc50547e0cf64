import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { schoolContextRequestSchema } from '@puente/core';
import { validBody } from '../../middleware/json-body';
import { ADMIN, staffMember } from '../access/access';
import { saveSchoolContext, schoolContext } from './school-context';
import { schoolOverview } from './school-overview';

/**
 * The admin's view of their school (docs/product/tracker.md, "Parents and
 * admins"): students per grade and counselors' caseloads, and the context
 * Ask AI reads about the school, which the admin writes and staff read.
 */
export function schoolOverviewRoutes({ em }: { em: EntityManager }): Router {
  return new Router()
    .get('/api/school/overview', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      ctx.body = await schoolOverview(em, me.school.id, new Date());
    })
    .get('/api/school/context', async (ctx) => {
      const me = await staffMember(ctx);
      ctx.body = { entries: await schoolContext(em, me.school.id) };
    })
    .put('/api/school/context', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      const { entries } = validBody(ctx, schoolContextRequestSchema);
      await saveSchoolContext(em, me.school.id, entries);
      ctx.body = { entries };
    });
}
