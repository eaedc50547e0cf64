import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type CurrentYear,
  gradeOverview,
  type OverviewSelection,
  personName,
  type SchoolOverview,
  YEAR_OPTIONS,
} from '@puente/core';
import { entityKysely } from '../common/kysely';
import type { Programme } from '../programme/programme.entity';
import type { Selection } from '../selection/selection.entity';
import { trackerOf } from '../selection/tracker-row';
import type { StudentInfo } from '../student-info/student-info.entity';
import type { User } from '../user/user.entity';

type Tables = typeof User | typeof StudentInfo | typeof Selection | typeof Programme;

const isYear = (value: string | null): value is CurrentYear =>
  (YEAR_OPTIONS as readonly string[]).includes(value ?? '');

// The driver hands timestamps over as it likes; compared as instants.
const dateOf = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
const later = (a: Date | null, b: Date | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * The admin's overview of their school (docs/product/tracker.md, "Parents and
 * admins"): three statements whatever the school's size, the grades computed
 * by core's rules.
 */
export async function schoolOverview(
  em: EntityManager,
  schoolId: number,
  now: Date,
): Promise<SchoolOverview> {
  const db = entityKysely<Tables>(em);
  const [students, selections, counselors] = await Promise.all([
    db
      .selectFrom('User as u')
      .leftJoin('StudentInfo as i', 'i.user', 'u.id')
      .select(['u.id as id', 'u.counselor as counselor', 'i.currentYear as currentYear'])
      .select('i.updatedAt as infoUpdatedAt')
      .where('u.school', '=', schoolId)
      .where('u.role', '=', 'student')
      .execute(),
    db
      .selectFrom('Selection as s')
      .innerJoin('User as u', 'u.id', 's.user')
      .innerJoin('Programme as p', 'p.id', 's.programme')
      .select([
        's.user as user',
        'p.applicationDeadline as deadline',
        's.stage as stage',
        's.submittedOn as submittedOn',
        's.offer as offer',
        's.offerConditions as offerConditions',
        's.documentsGathered as documentsGathered',
        's.englishScore as englishScore',
        's.englishTestOn as englishTestOn',
        's.updatedAt as updatedAt',
        's.statementUpdatedAt as statementUpdatedAt',
      ])
      // Whether a statement was saved, without reading its text.
      .select((eb) =>
        eb
          .and([eb('s.personalStatement', 'is not', null), eb('s.personalStatement', '!=', '')])
          .as('hasStatement'),
      )
      .where('u.school', '=', schoolId)
      .where('u.role', '=', 'student')
      .execute(),
    db
      .selectFrom('User as c')
      .leftJoin('User as u', (join) =>
        join.onRef('u.counselor', '=', 'c.id').on('u.role', '=', 'student'),
      )
      .select(['c.id as id', 'c.firstName as firstName', 'c.lastName as lastName'])
      .select('c.username as username')
      .select((eb) => eb.fn.count<number>('u.id').as('caseload'))
      .where('c.school', '=', schoolId)
      .where('c.role', '=', 'counselor')
      .groupBy(['c.id', 'c.firstName', 'c.lastName', 'c.username'])
      .orderBy('c.lastName')
      .orderBy('c.firstName')
      .orderBy('c.id')
      .execute(),
  ]);

  const byStudent = new Map<number, { lastActiveAt: Date | null; selections: OverviewSelection[] }>(
    students.map((student) => [
      student.id,
      { lastActiveAt: dateOf(student.infoUpdatedAt), selections: [] },
    ]),
  );
  for (const row of selections) {
    const student = byStudent.get(row.user);
    if (!student) continue;
    student.lastActiveAt = later(
      student.lastActiveAt,
      later(dateOf(row.updatedAt), dateOf(row.statementUpdatedAt)),
    );
    student.selections.push({
      deadline: row.deadline ?? null,
      hasStatement: Boolean(row.hasStatement),
      tracker: trackerOf(row),
    });
  }
  const assigned = new Set(counselors.map(({ id }) => id));
  return {
    grades: gradeOverview(
      students.map((student) => ({
        currentYear: isYear(student.currentYear ?? null)
          ? (student.currentYear as CurrentYear)
          : null,
        ...(byStudent.get(student.id) ?? { lastActiveAt: null, selections: [] }),
      })),
      now,
    ),
    counselors: counselors.map((counselor) => ({
      id: counselor.id,
      name: personName(counselor),
      caseload: Number(counselor.caseload),
    })),
    unassigned: students.filter(
      (student) => student.counselor == null || !assigned.has(student.counselor),
    ).length,
  };
}
