import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Membership, Role } from '@puente/core';
import { conflict } from '../../errors';
import { User } from '../user/user.entity';
import type { School } from './school.entity';

export const ALREADY_IN_SCHOOL =
  /*i18n*/ 'You already belong to a school. Leave it from My Profile first.';
export const WRONG_ACCOUNT = /*i18n*/ 'This is meant for another kind of account';

/** Where the user belongs, as the API answers it. */
export function membershipOf(user: User): Membership {
  return {
    role: user.role as Role,
    school: user.school ? { id: user.school.id, name: user.school.name } : null,
  };
}

/** The user, locked until the transaction ends, with their school. */
export async function lockedUser(em: EntityManager, userId: number): Promise<User> {
  const user = await em.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  await em.populate(user, ['school']);
  return user;
}

/**
 * Puts `user` in `school` as `role` (a student, or a counselor by
 * invitation). A student already there stays as they are; one in another
 * school must leave it first (409); a parent or staff is another kind of account.
 * A student who joins through a counselor (their invitation or class code)
 * is in that counselor's caseload (docs/product/tracker.md); one already
 * there without a counselor gets them too. Answers whether anything changed.
 */
export function joinSchool(
  user: User,
  school: School,
  role: 'student' | 'counselor',
  through: User | null = null,
): boolean {
  const here = user.school?.id === school.id;
  const counselor =
    role === 'student' && through?.role === 'counselor' && through.school?.id === school.id
      ? through
      : null;
  if (here && user.role === role) {
    if (!counselor || user.counselor) return false;
    user.counselor = counselor;
    return true;
  }
  if (user.school && !here) throw conflict(ALREADY_IN_SCHOOL);
  if (user.role !== 'student') throw conflict(WRONG_ACCOUNT);
  user.role = role;
  user.school = school;
  user.counselor = counselor;
  if (!here) user.schoolJoinedAt = new Date();
  return true;
}

/** The student leaves their school, and so their counselor's caseload (no school: nothing changes). */
export async function leaveSchool(em: EntityManager, user: User): Promise<void> {
  user.school = null;
  user.counselor = null;
  user.schoolJoinedAt = null;
  await em.flush();
}
