import type { EntityManager } from '@mikro-orm/core';
import {
  SCORED_SUBJECTS,
  type StudentInfo as StudentInfoForm,
  type StudentInfoRecord,
} from '@puente/core';
import { queryRows } from '../common/rows';
import { StudentInfo } from './student-info.entity';

// Read on every visit to the dashboard: written out and mapped by the ORM
// without its query builder (a third of em.findOne's CPU, docs/performance.md).
const FIND_STUDENT_INFO = 'select * from student_info where user_id = ? limit 1';

/** The student's saved profile, or null before the first save. */
export async function findStudentInfo(
  em: EntityManager,
  userId: number,
): Promise<StudentInfo | null> {
  const [row] = await queryRows(em, FIND_STUDENT_INFO, [userId]);
  return row ? em.map(StudentInfo, row) : null;
}

// Saved as one statement, the row added or its fields replaced (`xmax = 0`:
// the row was inserted); the ORM took four round trips (a read, then begin,
// write, commit) and its unit of work's CPU.
const SAVE_STUDENT_INFO = `insert into student_info (user_id, intended_subject, current_year,
    math_score, chemistry_score, biology_score, physics_score,
    math_not_taken, chemistry_not_taken, biology_not_taken, physics_not_taken, overall_gpa)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (user_id) do update set intended_subject = excluded.intended_subject,
    current_year = excluded.current_year, math_score = excluded.math_score,
    chemistry_score = excluded.chemistry_score, biology_score = excluded.biology_score,
    physics_score = excluded.physics_score, math_not_taken = excluded.math_not_taken,
    chemistry_not_taken = excluded.chemistry_not_taken,
    biology_not_taken = excluded.biology_not_taken,
    physics_not_taken = excluded.physics_not_taken, overall_gpa = excluded.overall_gpa,
    updated_at = current_timestamp
  returning *, xmax = 0 as created`;

/**
 * Creates the student's profile or replaces its fields: one row per student.
 * A subject marked "not taken" is saved with a score of 0 (SPEC §4).
 */
export async function saveStudentInfo(
  em: EntityManager,
  userId: number,
  form: StudentInfoForm,
): Promise<{ info: StudentInfo; created: boolean }> {
  const fields = withNotTakenScores(form);
  const [row] = await queryRows(em, SAVE_STUDENT_INFO, [
    userId,
    // As the ORM writes an array column: a list would be spread into several values.
    em.getPlatform().marshallArray(fields.intendedSubject),
    fields.currentYear,
    fields.mathScore,
    fields.chemistryScore,
    fields.biologyScore,
    fields.physicsScore,
    fields.mathNotTaken,
    fields.chemistryNotTaken,
    fields.biologyNotTaken,
    fields.physicsNotTaken,
    fields.overallGpa,
  ]);
  const { created, ...saved } = row as Record<string, unknown>;
  return { info: em.map(StudentInfo, saved), created: created === true };
}

function withNotTakenScores(form: StudentInfoForm): StudentInfoForm {
  const fields = { ...form, intendedSubject: [...form.intendedSubject] };
  for (const subject of SCORED_SUBJECTS) {
    if (fields[`${subject}NotTaken`]) fields[`${subject}Score`] = 0;
  }
  return fields;
}

/**
 * The profile as the API answers it (core's StudentInfoRecord). Rows are
 * only written from forms that passed core's studentInfoSchema, so the
 * subjects and year are among its options.
 */
export function toStudentInfoRecord(info: StudentInfo): StudentInfoRecord {
  return {
    id: info.id,
    userId: info.user.id,
    intendedSubject: (info.intendedSubject ?? []) as StudentInfoRecord['intendedSubject'],
    currentYear: (info.currentYear ?? '') as StudentInfoRecord['currentYear'],
    mathScore: info.mathScore ?? null,
    chemistryScore: info.chemistryScore ?? null,
    biologyScore: info.biologyScore ?? null,
    physicsScore: info.physicsScore ?? null,
    mathNotTaken: info.mathNotTaken,
    chemistryNotTaken: info.chemistryNotTaken,
    biologyNotTaken: info.biologyNotTaken,
    physicsNotTaken: info.physicsNotTaken,
    overallGpa: info.overallGpa ?? '',
    createdAt: info.createdAt.toISOString(),
    updatedAt: info.updatedAt.toISOString(),
  };
}
