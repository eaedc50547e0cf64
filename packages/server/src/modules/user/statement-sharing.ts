import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity';

/** Whether the student lets their parents read their statements' text (false for nobody). */
export async function sharesStatement(em: EntityManager, studentId: number): Promise<boolean> {
  const user = await em.findOne(User, studentId, { fields: ['sharesStatement'] });
  return user?.sharesStatement === true;
}

/** The student's choice, saved in one statement. */
export async function saveStatementSharing(
  em: EntityManager,
  studentId: number,
  shared: boolean,
): Promise<void> {
  await em.nativeUpdate(User, { id: studentId }, { sharesStatement: shared });
}
