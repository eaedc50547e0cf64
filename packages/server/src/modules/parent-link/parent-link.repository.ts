import type { EntityManager } from '@mikro-orm/postgresql';
import type { LinkedChild, LinkedParent } from '@puente/core';
import { ParentLink } from './parent-link.entity';

/** Links the parent to the child; linking twice keeps one row. */
export async function linkParent(
  em: EntityManager,
  parentId: number,
  studentId: number,
): Promise<void> {
  await em.upsert(
    ParentLink,
    { parent: parentId, student: studentId },
    { onConflictFields: ['parent', 'student'], onConflictAction: 'ignore' },
  );
}

/** Whether the parent is linked to the child. */
export async function isLinked(
  em: EntityManager,
  parentId: number,
  studentId: number,
): Promise<boolean> {
  return (await em.count(ParentLink, { parent: parentId, student: studentId })) > 0;
}

/** The parent's children, oldest link first. */
export async function childrenOf(em: EntityManager, parentId: number): Promise<LinkedChild[]> {
  const links = await em.find(
    ParentLink,
    { parent: parentId },
    { populate: ['student.school'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return links.map(({ student, createdAt }) => ({
    id: student.id,
    firstName: student.firstName ?? null,
    lastName: student.lastName ?? null,
    school: student.school ? { id: student.school.id, name: student.school.name } : null,
    linkedAt: createdAt.toISOString(),
  }));
}

/** The student's parents, oldest link first. */
export async function parentsOf(em: EntityManager, studentId: number): Promise<LinkedParent[]> {
  const links = await em.find(
    ParentLink,
    { student: studentId },
    { populate: ['parent'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return links.map(({ parent, createdAt }) => ({
    id: parent.id,
    firstName: parent.firstName ?? null,
    lastName: parent.lastName ?? null,
    email: parent.email,
    linkedAt: createdAt.toISOString(),
  }));
}

/** Removes the link; answers whether there was one. */
export async function unlink(
  em: EntityManager,
  parentId: number,
  studentId: number,
): Promise<boolean> {
  return (await em.nativeDelete(ParentLink, { parent: parentId, student: studentId })) > 0;
}
