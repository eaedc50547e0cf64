import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invitationRequestSchema } from '@puente/core';
import { clientAddress } from '../../client-address';
import { conflict, forbidden, HttpError, notFound, validationFailed } from '../../errors';
import { translated } from '../../i18n';
import { validBody } from '../../middleware/json-body';
import { idParam, tokenParam } from '../../middleware/request-params';
import { INVITERS, type Member, member, SIGNED_IN, STAFF } from '../access/access';
import type { LimitedRouteOptions } from '../common/route-options';
import { tokenHashOf } from '../common/tokens';
import type { Mailer } from '../mail/mailer';
import { linkParent } from '../parent-link/parent-link.repository';
import { authRateRules, tooManyWaitlistRequests } from '../rate-limit/auth-rate-limits';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { joinSchool, lockedUser, membershipOf, WRONG_ACCOUNT } from '../school/membership';
import { schoolStudent } from '../school/school.repository';
import { STUDENT_NOT_FOUND } from '../school/student-record';
import type { Invitation } from './invitation.entity';
import {
  findByTokenHash,
  findInvitation,
  linkWaitingParentInvitations,
  listInvitations,
  newInvitation,
  statusOf,
  toInvitationAnswer,
  toInvitationPreview,
} from './invitation.repository';
import { emailInvitation } from './invitation-mail';

export const INVITATION_NOT_VALID = /*i18n*/ 'This invitation link is not valid';
export const INVITATION_EXPIRED = /*i18n*/ 'This invitation has expired';
export const INVITATION_USED = /*i18n*/ 'This invitation has already been used';
export const INVITATION_REVOKED = /*i18n*/ 'This invitation was withdrawn';
const INVITATION_NOT_FOUND = /*i18n*/ 'Invitation not found';
/** Why a link no longer works, by its invitation's status. */
const SPENT = {
  accepted: INVITATION_USED,
  revoked: INVITATION_REVOKED,
  expired: INVITATION_EXPIRED,
} as const;
const CHILD_NOT_JOINED = /*i18n*/ 'This invitation works once your child has joined Puente';
const CHOOSE_STUDENT = /*i18n*/ 'Choose the student this parent belongs to';

const STAFF_INVITES: Record<string, readonly string[]> = {
  admin: ['counselor', 'student', 'parent'],
  counselor: ['student', 'parent'],
  student: ['parent'],
};

export interface InvitationRoutesOptions extends LimitedRouteOptions {
  mailer: Mailer;
  publicUrl: string | undefined;
}

/**
 * Invitations (docs/product/schools.md): made by a school's staff, or by a
 * student for their parent; opened and accepted through their link's token,
 * of which only a hash is kept.
 */
export function invitationRoutes(options: InvitationRoutesOptions): Router {
  const { em, sessions } = options;
  const limiter = createRateLimiter(em);
  const rules = authRateRules(options.rateLimits);

  /** The invitation behind a link's token, or the answer for a link that does not work. */
  async function usable(on: EntityManager, token: string, lock: boolean): Promise<Invitation> {
    const hash = tokenHashOf(token);
    const invitation = hash ? await findByTokenHash(on, hash, { lock }) : null;
    if (!invitation) throw notFound(INVITATION_NOT_VALID);
    const status = statusOf(invitation);
    if (status !== 'pending') throw new HttpError(410, SPENT[status]);
    return invitation;
  }

  return new Router()
    .post('/api/invitations', async (ctx) => {
      const me = await member(ctx, INVITERS);
      const request = validBody(ctx, invitationRequestSchema);
      if (!STAFF_INVITES[me.role]?.includes(request.role)) throw forbidden();
      const studentId = await invitedChild(me, request.role, request.studentId);
      const { invitation, token } = newInvitation(em, {
        schoolId: me.school?.id ?? null,
        role: request.role,
        name: request.name,
        email: request.email,
        invitedBy: me.id,
        studentId,
      });
      await em.flush();
      invitation.emailed = await emailInvitation(ctx, options, {
        email: invitation.email,
        role: request.role,
        token,
        inviter: me.name,
        school: me.school?.name ?? null,
      });
      if (invitation.emailed) await em.flush();
      await em.populate(invitation, ['student']);
      ctx.status = 201;
      ctx.body = toInvitationAnswer(invitation, token);
    })
    .get('/api/invitations', async (ctx) => {
      const me = await member(ctx, INVITERS);
      ctx.body = await listInvitations(
        em,
        me.role === 'student' ? { studentInviter: me.id } : { schoolId: me.school?.id ?? 0 },
      );
    })
    .delete('/api/invitations/:id', async (ctx) => {
      const me = await member(ctx, INVITERS);
      const invitation = await findInvitation(
        em,
        idParam(ctx, () => notFound(INVITATION_NOT_FOUND)),
      );
      const mine = STAFF.includes(me.role)
        ? invitation?.school?.id === me.school?.id
        : invitation?.invitedBy.id === me.id;
      if (!invitation || !mine) throw notFound(INVITATION_NOT_FOUND);
      if (invitation.acceptedAt) throw conflict(INVITATION_USED);
      invitation.revokedAt ??= new Date();
      await em.flush();
      ctx.body = { ok: true };
    })
    .get('/api/invitations/by-token/:token', async (ctx) => {
      const hash = tokenHashOf(tokenParam(ctx));
      const invitation = hash ? await findByTokenHash(em, hash, { lock: false }) : null;
      if (!invitation) throw notFound(INVITATION_NOT_VALID);
      const status = statusOf(invitation);
      if (status === 'pending') {
        ctx.body = toInvitationPreview(invitation);
        return;
      }
      // Its status too, so the page can say what to do about a spent link in any language.
      ctx.status = 410;
      ctx.body = await translated(ctx, { message: SPENT[status], status });
    })
    .post('/api/invitations/by-token/:token/accept', async (ctx) => {
      const me = await member(ctx, SIGNED_IN);
      const attempt = rules.join(clientAddress(ctx));
      await limiter.charge([attempt], tooManyWaitlistRequests);
      const membership = await em.transactional(async (tx) => {
        const invitation = await usable(tx, tokenParam(ctx), true);
        const user = await lockedUser(tx, me.id);
        if (invitation.role === 'parent') {
          const childId = invitation.student?.id;
          if (childId === undefined) throw conflict(CHILD_NOT_JOINED);
          const canBeParent = user.role === 'parent' || (user.role === 'student' && !user.school);
          if (!canBeParent || childId === user.id) throw conflict(WRONG_ACCOUNT);
          user.role = 'parent';
          await linkParent(tx, user.id, childId);
        } else if (invitation.school) {
          joinSchool(
            user,
            invitation.school,
            invitation.role === 'counselor' ? 'counselor' : 'student',
            invitation.invitedBy,
          );
          await linkWaitingParentInvitations(tx, invitation, user.id);
        }
        invitation.acceptedAt = new Date();
        invitation.acceptedBy = user;
        await tx.flush();
        return membershipOf(user);
      });
      sessions.forgetUser(me.id);
      await limiter.refund([attempt]);
      ctx.body = membership;
    });

  /** A parent's invitation names a child the inviter may invite for; anything else none. */
  async function invitedChild(
    me: Member,
    role: string,
    studentId: number | undefined,
  ): Promise<number | null> {
    if (role !== 'parent') return null;
    if (me.role === 'student') {
      if (studentId !== undefined && studentId !== me.id) throw notFound(STUDENT_NOT_FOUND);
      return me.id;
    }
    if (studentId === undefined) throw validationFailed({ studentId: [CHOOSE_STUDENT] });
    const student = me.school ? await schoolStudent(em, me.school.id, studentId) : null;
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    return student.id;
  }
}
