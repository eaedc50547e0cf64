import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { studentInfoSchema } from '@puente/core';
import { notFound } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { requireSignedIn } from '../session/sign-in';
import { findStudentInfo, saveStudentInfo, toStudentInfoRecord } from './student-info.repository';

/** The client shows its 'Tip: Complete your profile' toast on this 404 (SPEC §8). */
export const NO_PROFILE_YET = /*i18n*/ 'No student profile yet';

/**
 * GET /api/student-info — the signed-in student's profile, 404 before the first save.
 * POST /api/student-info — creates (201) or updates (200) it from the form.
 */
export function studentInfoRoutes({ em }: { em: EntityManager }): Router {
  return new Router()
    .get('/api/student-info', async (ctx) => {
      const userId = requireSignedIn(ctx);
      const info = await findStudentInfo(em, userId);
      if (!info) throw notFound(NO_PROFILE_YET);
      ctx.body = toStudentInfoRecord(info);
    })
    .post('/api/student-info', async (ctx) => {
      const userId = requireSignedIn(ctx);
      const form = validBody(ctx, studentInfoSchema);
      const { info, created } = await saveStudentInfo(em, userId, form);
      ctx.status = created ? 201 : 200;
      ctx.body = toStudentInfoRecord(info);
    });
}
