import type { EntityManager } from '@mikro-orm/postgresql';
import { School } from './school.entity';

/** What Ask AI reads about the school, entries in order. */
export async function schoolContext(em: EntityManager, schoolId: number): Promise<string[]> {
  const school = await em.findOne(School, schoolId, { fields: ['aiContext'] });
  return [...(school?.aiContext ?? [])];
}

/** Replaces the school's context with `entries`, in one statement. */
export async function saveSchoolContext(
  em: EntityManager,
  schoolId: number,
  entries: readonly string[],
): Promise<void> {
  await em.nativeUpdate(School, { id: schoolId }, { aiContext: [...entries] });
}
