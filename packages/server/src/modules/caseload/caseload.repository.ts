import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseloadStudent } from '@puente/core';
import { entityKysely } from '../common/kysely';
import type { Programme } from '../programme/programme.entity';
import type { Selection } from '../selection/selection.entity';
import type { StudentInfo } from '../student-info/student-info.entity';
import type { User } from '../user/user.entity';
import {
  type CaseloadSelectionRow,
  type CaseloadStudentRow,
  caseloadStudentOf,
} from './caseload-row';

type Tables = typeof User | typeof StudentInfo | typeof Selection | typeof Programme;

/** Whose caseload: a school's students, or only one counselor's. */
export interface CaseloadFilter {
  schoolId: number;
  counselorId?: number;
}

/**
 * A caseload's students with everything their rows show, in two statements
 * whatever their number (no query per student): the students with their
 * profiles, then all their chosen programmes. By name; `after`/`limit` page
 * it by id instead (the CSV's batches).
 */
export async function caseload(
  em: EntityManager,
  filter: CaseloadFilter,
  now: Date,
  page?: { afterId: number; limit: number },
): Promise<CaseloadStudent[]> {
  const db = entityKysely<Tables>(em);
  let students = db
    .selectFrom('User as u')
    .leftJoin('StudentInfo as i', 'i.user', 'u.id')
    .select([
      'u.id',
      'u.firstName',
      'u.lastName',
      'u.username',
      'u.counselor',
      'u.schoolJoinedAt',
      'i.intendedSubject',
      'i.currentYear',
      'i.mathScore',
      'i.chemistryScore',
      'i.biologyScore',
      'i.physicsScore',
      'i.mathNotTaken',
      'i.chemistryNotTaken',
      'i.biologyNotTaken',
      'i.physicsNotTaken',
      'i.overallGpa',
    ])
    .where('u.school', '=', filter.schoolId)
    .where('u.role', '=', 'student');
  if (filter.counselorId !== undefined) {
    students = students.where('u.counselor', '=', filter.counselorId);
  }
  students = page
    ? students.where('u.id', '>', page.afterId).orderBy('u.id').limit(page.limit)
    : students.orderBy('u.lastName').orderBy('u.firstName').orderBy('u.id');
  const studentRows = (await students.execute()) as CaseloadStudentRow[];
  if (studentRows.length === 0) return [];

  const selectionRows = (await db
    .selectFrom('Selection as s')
    .innerJoin('Programme as p', 'p.id', 's.programme')
    .select([
      's.id',
      's.user',
      's.personalStatement',
      's.statementUpdatedAt',
      's.stage',
      's.englishScore',
      's.englishTestOn',
      's.documentsGathered',
      's.submittedOn',
      's.offer',
      's.offerConditions',
      's.createdAt',
      'p.programName',
      'p.universityName',
      'p.applicationDeadline',
    ])
    .where(
      's.user',
      'in',
      studentRows.map(({ id }) => id),
    )
    .orderBy('s.createdAt')
    .orderBy('s.id')
    .execute()) as CaseloadSelectionRow[];

  const byStudent = new Map<number, CaseloadSelectionRow[]>();
  for (const row of selectionRows) {
    const list = byStudent.get(row.user) ?? [];
    list.push(row);
    byStudent.set(row.user, list);
  }
  return studentRows.map((row) => caseloadStudentOf(row, byStudent.get(row.id) ?? [], now));
}
