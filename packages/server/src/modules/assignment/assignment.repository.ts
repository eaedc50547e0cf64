import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentAssignment as ContentAssignmentAnswer } from '@puente/core';
import type { StaffMember } from '../access/access';
import { ContentAssignment } from './assignment.entity';

export function toAssignmentAnswer(assignment: ContentAssignment): ContentAssignmentAnswer {
  return {
    id: assignment.id,
    contentId: assignment.contentId,
    assignedBy: assignment.assignedByName,
    assignedAt: assignment.createdAt.toISOString(),
    completedAt: assignment.completedAt ? assignment.completedAt.toISOString() : null,
  };
}

/**
 * Assigns one resource to one of the staff member's students; assigning it
 * again answers the assignment there is, its Completed state kept.
 */
export async function assignContent(
  em: EntityManager,
  staff: StaffMember,
  studentId: number,
  contentId: number,
): Promise<{ assignment: ContentAssignmentAnswer; created: boolean }> {
  const key = { student: studentId, school: staff.school.id, contentId };
  const existing = await em.findOne(ContentAssignment, key);
  if (existing) return { assignment: toAssignmentAnswer(existing), created: false };
  const assignment = em.create(ContentAssignment, {
    ...key,
    assignedBy: staff.id,
    assignedByName: staff.name,
  });
  await em.flush();
  return { assignment: toAssignmentAnswer(assignment), created: true };
}

/** What the school assigned to the student, oldest first. */
export async function listAssignments(
  em: EntityManager,
  studentId: number,
  schoolId: number,
): Promise<ContentAssignmentAnswer[]> {
  const assignments = await em.find(
    ContentAssignment,
    { student: studentId, school: schoolId },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return assignments.map(toAssignmentAnswer);
}

/** The student marks their own assignment done or not; null when it is not theirs. */
export async function markAssignment(
  em: EntityManager,
  studentId: number,
  assignmentId: number,
  completed: boolean,
): Promise<ContentAssignmentAnswer | null> {
  const assignment = await em.findOne(ContentAssignment, {
    id: assignmentId,
    student: studentId,
  });
  if (!assignment) return null;
  if (!completed) assignment.completedAt = null;
  else assignment.completedAt ??= new Date();
  await em.flush();
  return toAssignmentAnswer(assignment);
}
