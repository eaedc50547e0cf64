import type { EntityManager } from '@mikro-orm/postgresql';
import { type SchoolStudent, type StudentRecord, summariseStatement } from '@puente/core';
import type { Context } from 'koa';
import { notFound } from '../../errors';
import { idParam } from '../../middleware/request-params';
import type { Member, StaffMember } from '../access/access';
import { recordDataViews } from '../data-view/data-view.repository';
import { listSelections } from '../selection/selection.repository';
import { findStudentInfo, toStudentInfoRecord } from '../student-info/student-info.repository';
import { sharesStatement } from '../user/statement-sharing';
import { isSchoolStudent } from './school.repository';

export const STUDENT_NOT_FOUND = /*i18n*/ 'Student not found';

/**
 * The `:id` of a route on one of `me`'s school's students: 404 for anyone
 * else (another school's student, staff, no one), before anything changes.
 */
export async function staffStudentId(
  ctx: Context,
  em: EntityManager,
  me: StaffMember,
): Promise<number> {
  const studentNotFound = () => notFound(STUDENT_NOT_FOUND);
  const studentId = idParam(ctx, studentNotFound);
  if (!(await isSchoolStudent(em, me.school.id, studentId))) throw studentNotFound();
  return studentId;
}

/**
 * A student's data as `viewer` may see it, the read recorded for the student
 * to see (docs/product/schools.md). A parent gets a statement's text only
 * when the student shares it; its counts and status always.
 */
export async function readStudentRecord(
  em: EntityManager,
  student: SchoolStudent,
  viewer: Member,
): Promise<StudentRecord> {
  const record = await studentRecordFor(em, student, viewer);
  await recordDataViews(em, student.id, viewer, ['profile', 'programmes']);
  return record;
}

/**
 * `readStudentRecord` without recording the read: for the assistant, whose
 * asker opened the record (and recorded it) on the screen they ask from
 * (docs/assistant.md, "Ask AI and the parent assistant").
 */
export async function studentRecordFor(
  em: EntityManager,
  student: SchoolStudent,
  viewer: Member,
): Promise<StudentRecord> {
  const [info, selections, shared] = await Promise.all([
    findStudentInfo(em, student.id),
    listSelections(em, student.id),
    sharesStatement(em, student.id),
  ]);
  const withStatements = viewer.role !== 'parent' || shared;
  return {
    student,
    profile: info ? toStudentInfoRecord(info) : null,
    selections: withStatements
      ? selections
      : selections.map((selection) => ({ ...selection, personalStatement: null })),
    statements: selections.map((selection) => ({
      selectionId: selection.id,
      ...summariseStatement(selection.personalStatement),
    })),
    statementShared: shared,
  };
}
