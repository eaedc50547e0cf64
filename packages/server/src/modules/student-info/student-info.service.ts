import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  SCORED_SUBJECTS,
  type StudentInfo as StudentInfoForm,
  type StudentInfoRecord,
} from '@puente/core';
import { User } from '../user/user.entity';
import { StudentInfo } from './student-info.entity';

// Read on every visit to the dashboard: written out and mapped by the ORM
// without its query builder (a third of em.findOne's CPU, docs/performance.md).
const FIND_STUDENT_INFO = 'select * from student_info where user_id = ? limit 1';

/** The student's saved profile, or null before the first save. */
export async function findStudentInfo(
  em: EntityManager,
  userId: number,
): Promise<StudentInfo | null> {
  const [row] = await em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      FIND_STUDENT_INFO,
      [userId],
      'all',
      em.getTransactionContext(),
    );
  return row ? em.map(StudentInfo, row) : null;
}

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
  const existing = await findStudentInfo(em, userId);
  if (existing) {
    em.assign(existing, fields);
    await em.flush();
    return { info: existing, created: false };
  }
  const info = em.create(StudentInfo, { ...fields, user: em.getReference(User, userId) });
  try {
    await em.flush();
    return { info, created: true };
  } catch (error) {
    // The same student saved twice at once: the other save made the row, so update it.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return saveStudentInfo(em, userId, form);
  }
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
