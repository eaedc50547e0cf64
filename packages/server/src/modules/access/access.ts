import { personName, type Role, type SchoolRef } from '@puente/core';
import type { Context } from 'koa';
import { forbidden, unauthorized } from '../../errors';
import { signedInUser, signedInUserId, signOut } from '../session/sign-in';

/**
 * Who may call a route (docs/product/schools.md, "Who can see what"). Each
 * route names one of these on its first line; `test/access-rules.test.ts`
 * lists every route of the API with the roles it allows.
 */
export const STAFF: readonly Role[] = ['admin', 'counselor'];
export const ADMIN: readonly Role[] = ['admin'];
export const STUDENT: readonly Role[] = ['student'];
export const PARENT: readonly Role[] = ['parent'];
/** Staff, or a student (their own parent's invitations). */
export const INVITERS: readonly Role[] = ['admin', 'counselor', 'student'];
export const SIGNED_IN: readonly Role[] = ['student', 'counselor', 'parent', 'admin'];

/** The signed-in user as a route's rule sees them: read with the session. */
export interface Member {
  id: number;
  role: Role;
  school: SchoolRef | null;
  /** "First Last", or the username when the account has no name. */
  name: string;
}

/** A staff member always has a school; a rule that asks for staff answers this. */
export type StaffMember = Member & { school: SchoolRef };

const NOT_YOURS = /*i18n*/ 'Your account cannot do this';

/**
 * The signed-in user when their role is one of `roles`: 401 for nobody
 * signed in (and a session whose user is gone), 403 for another role.
 */
export async function member(ctx: Context, roles: readonly Role[]): Promise<Member> {
  const user = signedInUser(ctx);
  if (!user) {
    if (signedInUserId(ctx) !== undefined) await signOut(ctx);
    throw unauthorized();
  }
  if (!roles.includes(user.role)) throw forbidden(NOT_YOURS);
  return { id: user.id, role: user.role, school: user.school, name: personName(user) };
}

/** `member(ctx, STAFF)`, with the school the staff rules filter by. */
export async function staffMember(
  ctx: Context,
  roles: readonly Role[] = STAFF,
): Promise<StaffMember> {
  const me = await member(ctx, roles);
  // Staff without a school cannot exist (accepting and leaving keep them together); be safe.
  if (!me.school) throw forbidden(NOT_YOURS);
  return me as StaffMember;
}
