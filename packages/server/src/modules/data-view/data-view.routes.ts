import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { member, STUDENT } from '../access/access';
import { listDataViews } from './data-view.repository';

/** GET /api/user/data-views: who on the staff, or which parent, read the student's data. */
export function dataViewRoutes({ em }: { em: EntityManager }): Router {
  return new Router().get('/api/user/data-views', async (ctx) => {
    const me = await member(ctx, STUDENT);
    ctx.body = await listDataViews(em, me.id);
  });
}
