import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assignCounselorRequestSchema } from '@puente/core';
import type { Context } from 'koa';
import { notFound, validationFailed } from '../../errors';
import { translatorFor } from '../../i18n';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { ADMIN, type StaffMember, staffMember } from '../access/access';
import { schoolStudent } from '../school/school.repository';
import { STUDENT_NOT_FOUND } from '../school/student-record';
import { User } from '../user/user.entity';
import { type CaseloadFilter, caseload } from './caseload.repository';
import { caseloadCsv } from './caseload-csv';

const COUNSELOR_NOT_FOUND = /*i18n*/ 'Counselor not found';
const CHOOSE_COUNSELOR = /*i18n*/ 'Choose a counselor';
// Students read per statement while the CSV streams.
const CSV_BATCH = 500;

export interface CaseloadRoutesOptions {
  em: EntityManager;
  /** The rules' clock (tests set it). */
  now?: () => Date;
}

/**
 * A counselor's caseload (docs/product/tracker.md, "Caseloads"): their
 * students with their progress and Actions Required, on screen and as CSV,
 * and the admin giving a student to a counselor.
 */
export function caseloadRoutes({ em, now = () => new Date() }: CaseloadRoutesOptions): Router {
  return new Router()
    .get('/api/school/caseload', async (ctx) => {
      const me = await staffMember(ctx);
      ctx.body = await caseload(em, whose(ctx, me), now());
    })
    .get('/api/school/caseload.csv', async (ctx) => {
      const me = await staffMember(ctx);
      const filter = whose(ctx, me);
      const say = await translatorFor(ctx);
      const at = now();
      // Its own fork: the stream is read after this middleware has returned.
      const reader = em.fork();
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`caseload-${at.toISOString().slice(0, 10)}.csv`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = caseloadCsv(
        (afterId) => caseload(reader, filter, at, { afterId, limit: CSV_BATCH }),
        say,
      );
    })
    .put('/api/school/students/:id/counselor', async (ctx) => {
      const me = await staffMember(ctx, ADMIN);
      const studentNotFound = () => notFound(STUDENT_NOT_FOUND);
      const studentId = idParam(ctx, studentNotFound);
      const { counselorId } = validBody(ctx, assignCounselorRequestSchema);
      const student = await schoolStudent(em, me.school.id, studentId);
      if (!student) throw studentNotFound();
      const counselor = await em.findOne(
        User,
        { id: counselorId, school: me.school.id, role: 'counselor' },
        { fields: ['id'] },
      );
      if (!counselor) throw notFound(COUNSELOR_NOT_FOUND);
      await em.nativeUpdate(
        User,
        { id: student.id, school: me.school.id },
        { counselor: counselor.id },
      );
      ctx.body = { ok: true };
    });
}

/** A counselor's own students; an admin's school, or one counselor's (`?counselor=<id>`). */
function whose(ctx: Context, me: StaffMember): CaseloadFilter {
  if (me.role === 'counselor') return { schoolId: me.school.id, counselorId: me.id };
  const asked = ctx.query.counselor;
  if (asked === undefined) return { schoolId: me.school.id };
  if (typeof asked !== 'string' || !/^\d{1,10}$/.test(asked) || Number(asked) > 2_147_483_647) {
    throw validationFailed({ counselor: [CHOOSE_COUNSELOR] });
  }
  return { schoolId: me.school.id, counselorId: Number(asked) };
}
