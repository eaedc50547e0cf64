import type { EntityManager } from '@mikro-orm/postgresql';
import type { SchoolStudent, StudentRecord } from '@puente/core';
import type { Member } from '../access/access';
import { recordDataViews } from '../data-view/data-view.repository';
import { listSelections } from '../selection/selection.repository';
import { findStudentInfo, toStudentInfoRecord } from '../student-info/student-info.repository';

export const STUDENT_NOT_FOUND = /*i18n*/ 'Student not found';

/**
 * A student's data as `viewer` may see it, the read recorded for the student
 * to see (docs/product/schools.md). A parent never gets a statement's text.
 */
export async function readStudentRecord(
  em: EntityManager,
  student: SchoolStudent,
  viewer: Member,
): Promise<StudentRecord> {
  const [info, selections] = await Promise.all([
    findStudentInfo(em, student.id),
    listSelections(em, student.id),
  ]);
  await recordDataViews(em, student.id, viewer, ['profile', 'programmes']);
  const withStatements = viewer.role !== 'parent';
  return {
    student,
    profile: info ? toStudentInfoRecord(info) : null,
    selections: withStatements
      ? selections
      : selections.map((selection) => ({ ...selection, personalStatement: null })),
  };
}
