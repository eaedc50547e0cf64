import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SCORED_SUBJECTS,
  type StudentInfo as StudentInfoForm,
  type StudentInfoRecord,
} from '@puente/core';
import { entityKysely } from '../common/kysely';
import type { StudentInfo } from './student-info.entity';

/** The profile's row, by property (`user` is the student's id). */
export type StudentInfoRow = Awaited<ReturnType<typeof findStudentInfo>> & {};

const STUDENT_INFO_FIELDS = [
  'id',
  'user',
  'intendedSubject',
  'currentYear',
  'mathScore',
  'chemistryScore',
  'biologyScore',
  'physicsScore',
  'mathNotTaken',
  'chemistryNotTaken',
  'biologyNotTaken',
  'physicsNotTaken',
  'overallGpa',
  'createdAt',
  'updatedAt',
] as const;

// Read on every visit to the dashboard: one row, no entity made (docs/performance.md).
/** The student's saved profile, or null before the first save. */
export async function findStudentInfo(em: EntityManager, userId: number) {
  const row = await entityKysely<typeof StudentInfo>(em)
    .selectFrom('StudentInfo')
    .select(STUDENT_INFO_FIELDS)
    .where('user', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

// Saved as one statement, the row added or its fields replaced (`xmax = 0`:
// the row was inserted); the ORM took four round trips (a read, then begin,
// write, commit) and its unit of work's CPU.
/**
 * Creates the student's profile or replaces its fields: one row per student.
 * A subject marked "not taken" is saved with a score of 0 (SPEC §4).
 */
export async function saveStudentInfo(
  em: EntityManager,
  userId: number,
  form: StudentInfoForm,
): Promise<{ info: StudentInfoRow; created: boolean }> {
  const fields = withNotTakenScores(form);
  const { created, ...info } = await entityKysely<typeof StudentInfo>(em)
    .insertInto('StudentInfo')
    // The inferred row asks for the id and times, which the database defaults.
    .values({ user: userId, ...fields } as never)
    .onConflict((conflict) =>
      conflict.column('user').doUpdateSet((eb) => ({
        intendedSubject: eb.ref('excluded.intendedSubject'),
        currentYear: eb.ref('excluded.currentYear'),
        mathScore: eb.ref('excluded.mathScore'),
        chemistryScore: eb.ref('excluded.chemistryScore'),
        biologyScore: eb.ref('excluded.biologyScore'),
        physicsScore: eb.ref('excluded.physicsScore'),
        mathNotTaken: eb.ref('excluded.mathNotTaken'),
        chemistryNotTaken: eb.ref('excluded.chemistryNotTaken'),
        biologyNotTaken: eb.ref('excluded.biologyNotTaken'),
        physicsNotTaken: eb.ref('excluded.physicsNotTaken'),
        overallGpa: eb.ref('excluded.overallGpa'),
        updatedAt: new Date(),
      })),
    )
    .returning(STUDENT_INFO_FIELDS)
    // PostgreSQL's system column, not an entity's: 0 on a row this statement inserted.
    .returning((eb) => eb(eb.ref('xmax' as 'id'), '=', eb.lit(0)).as('created'))
    .executeTakeFirstOrThrow();
  return { info, created: created === true };
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
export function toStudentInfoRecord(info: StudentInfoRow): StudentInfoRecord {
  return {
    id: info.id,
    userId: info.user,
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
    createdAt: new Date(info.createdAt).toISOString(),
    updatedAt: new Date(info.updatedAt).toISOString(),
  };
}
