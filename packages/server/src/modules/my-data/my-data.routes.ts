import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { unauthorized } from '../../errors';
import { member, STUDENT } from '../access/access';
import type { SessionStore } from '../session/session-store';
import { currentSessionId, signOut } from '../session/sign-in';
import { deleteStudent, studentData } from './my-data.repository';

export const MY_DATA_PATH = '/api/user/data';
export const MY_ACCOUNT_PATH = '/api/user';

/**
 * A student's rights over their data (docs/product/privacy.md):
 * GET /api/user/data (the student, their own only) downloads everything
 * their account holds as JSON; DELETE /api/user (the student) deletes the
 * account and its rows and signs them out everywhere.
 */
export function myDataRoutes({
  em,
  sessions,
  accessLogRetentionDays,
}: {
  em: EntityManager;
  sessions: SessionStore;
  /** How long the school's record of who read a deleted student's data stays. */
  accessLogRetentionDays: number;
}): Router {
  return new Router()
    .get(MY_DATA_PATH, async (ctx) => {
      const me = await member(ctx, STUDENT);
      const data = await studentData(em, me.id, currentSessionId(ctx));
      if (!data) {
        await signOut(ctx);
        throw unauthorized();
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', 'attachment; filename="puente-my-data.json"');
      ctx.body = data;
    })
    .delete(MY_ACCOUNT_PATH, async (ctx) => {
      const me = await member(ctx, STUDENT);
      const deleted = await deleteStudent(em, me.id, accessLogRetentionDays);
      // The account's sessions went with it; this browser's cookie goes now.
      await signOut(ctx);
      sessions.forgetUser(me.id);
      if (!deleted) throw unauthorized();
      ctx.body = { ok: true };
    });
}
