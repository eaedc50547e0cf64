import { Router } from '@koa/router';
import { classCodeRequestSchema, joinClassRequestSchema } from '@puente/core';
import { clientAddress } from '../../client-address';
import { conflict, notFound } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { member, STUDENT, staffMember } from '../access/access';
import type { LimitedRouteOptions } from '../common/route-options';
import { authRateRules, tooManyWaitlistRequests } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { ALREADY_IN_SCHOOL, joinSchool, lockedUser, membershipOf } from '../school/membership';
import {
  createClassCode,
  findLiveCode,
  listClassCodes,
  revokeClassCode,
  toClassCodeAnswer,
  useClassCode,
} from './class-code.repository';

const CODE_NOT_VALID = /*i18n*/ 'That class code is not valid';
const CODE_USED_UP = /*i18n*/ 'This class code has been used as many times as it allows';
const CODE_NOT_FOUND = /*i18n*/ 'Class code not found';

/** Class codes: the school's staff make and revoke them; a student joins with one. */
export function classCodeRoutes({ em, rateLimits, sessions }: LimitedRouteOptions): Router {
  const limiter = createRateLimiter(em);
  const rules = authRateRules(rateLimits);
  return new Router()
    .post('/api/class-codes', async (ctx) => {
      const me = await staffMember(ctx);
      const request = validBody(ctx, classCodeRequestSchema);
      ctx.status = 201;
      ctx.body = toClassCodeAnswer(await createClassCode(em, me.school.id, me.id, request));
    })
    .get('/api/class-codes', async (ctx) => {
      const me = await staffMember(ctx);
      ctx.body = await listClassCodes(em, me.school.id);
    })
    .delete('/api/class-codes/:id', async (ctx) => {
      const me = await staffMember(ctx);
      const codeNotFound = () => notFound(CODE_NOT_FOUND);
      if (!(await revokeClassCode(em, me.school.id, idParam(ctx, codeNotFound)))) {
        throw codeNotFound();
      }
      ctx.body = { ok: true };
    })
    .post('/api/join', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const { code } = validBody(ctx, joinClassRequestSchema);
      // Guessing codes counts like guessing passwords; a student who joins is refunded.
      const attempt = rules.join(clientAddress(ctx));
      await limiter.charge([attempt], tooManyWaitlistRequests);
      const membership = await em.transactional(async (tx) => {
        const classCode = await findLiveCode(tx, code);
        if (!classCode) throw notFound(CODE_NOT_VALID);
        const user = await lockedUser(tx, me.id);
        if (user.school && user.school.id !== classCode.school.id) {
          throw conflict(ALREADY_IN_SCHOOL);
        }
        const joined = user.school?.id !== classCode.school.id;
        if (joinSchool(user, classCode.school, 'student', classCode.createdBy ?? null)) {
          if (joined && !(await useClassCode(tx, classCode.id))) throw conflict(CODE_USED_UP);
          await tx.flush();
        }
        return membershipOf(user);
      });
      sessions.forgetUser(me.id);
      await limiter.refund([attempt]);
      ctx.body = membership;
    });
}
