import type { EntityManager } from '@mikro-orm/postgresql';
import { encodeStatement, TRACKER_STAGES } from '@puente/core';
import { Programme } from '../modules/programme/programme.entity';
import { School } from '../modules/school/school.entity';
import { newSiteKey } from '../modules/school/school.repository';
import { Selection } from '../modules/selection/selection.entity';
import { StudentInfo } from '../modules/student-info/student-info.entity';
import { User } from '../modules/user/user.entity';
import { usernameKey } from '../modules/user/username-key';

export interface LargeSchoolOptions {
  students: number;
  counselors: number;
  /** The first counselor's caseload (the bench's 150); the rest share the other students. */
  firstCaseload: number;
  /** Every account's password hash (one scrypt string: the bench signs staff in). */
  passwordHash: string;
  /** Names are unique per run. */
  tag: string;
}

export interface LargeSchool {
  schoolId: number;
  admin: string;
  /** Counselors' usernames, the first one with `firstCaseload` students. */
  counselors: string[];
}

const ROWS_A_STATEMENT = 1000;
const DAY = 86_400_000;
// A sentence of a statement, repeated to its length.
const SENTENCE = 'I want to study engineering because building things that help people matters. ';

/**
 * A school of `students` students and `counselors` counselors with profiles,
 * chosen programmes, statements and tracker stages (issue 31's scale: 2,000
 * and 20), inserted in a few set-based statements.
 */
export async function seedLargeSchool(
  em: EntityManager,
  options: LargeSchoolOptions,
): Promise<LargeSchool> {
  const { tag } = options;
  const school = em.create(School, {
    name: `Prepa Grande ${tag}`,
    city: 'Monterrey',
    country: 'Mexico',
    origins: [],
    siteKey: newSiteKey(),
  });
  await em.flush();
  const now = Date.now();
  const person = (username: string, role: string, firstName: string, lastName: string) => ({
    username,
    usernameKey: usernameKey(username),
    password: options.passwordHash,
    email: `${username}@example.mx`,
    firstName,
    lastName,
    role,
    school: school.id,
    schoolJoinedAt: new Date(now - 60 * DAY),
  });

  const admin = `admin_${tag}`;
  await em.insertMany(User, [person(admin, 'admin', 'Rosa', 'Garza')]);
  const counselorNames = Array.from(
    { length: options.counselors },
    (_, i) => `counselor${i}_${tag}`,
  );
  const counselorIds = (await em.insertMany(
    User,
    counselorNames.map((name, i) => person(name, 'counselor', 'Orientador', `${i}`)),
  )) as number[];

  const counselorOf = (k: number) =>
    k < options.firstCaseload
      ? counselorIds[0]
      : counselorIds[1 + ((k - options.firstCaseload) % Math.max(1, counselorIds.length - 1))];
  const studentIds: number[] = [];
  for (let from = 0; from < options.students; from += ROWS_A_STATEMENT) {
    const rows = Array.from(
      { length: Math.min(ROWS_A_STATEMENT, options.students - from) },
      (_, j) => {
        const k = from + j;
        return {
          ...person(`alumno${k}_${tag}`, 'student', `Alumno ${k}`, `Apellido ${k % 97}`),
          counselor: counselorOf(k) ?? null,
          schoolJoinedAt: new Date(now - (k % 90) * DAY),
        };
      },
    );
    studentIds.push(...((await em.insertMany(User, rows)) as number[]));
  }

  // Seven in ten have a profile, some unfinished.
  const profiles = studentIds
    .filter((_, k) => k % 10 < 7)
    .map((id, k) => ({
      user: id,
      intendedSubject: ['Engineering'],
      currentYear: ['12th', '11th', '10th'][k % 3] ?? '12th',
      mathScore: k % 4 === 0 ? null : 80,
      chemistryScore: 70,
      biologyScore: 75,
      physicsScore: 85,
      overallGpa: k % 5 === 0 ? '' : '8.9',
    }));
  for (let from = 0; from < profiles.length; from += ROWS_A_STATEMENT) {
    await em.insertMany(StudentInfo, profiles.slice(from, from + ROWS_A_STATEMENT));
  }

  // Up to three programmes each, with statements and stages.
  const programmeIds = (
    await em.find(Programme, {}, { fields: ['id'], orderBy: { id: 'asc' }, limit: 60 })
  ).map(({ id }) => id);
  const selections = studentIds.flatMap((id, k) =>
    Array.from({ length: k % 4 }, (_, n) => ({
      user: id,
      programme: programmeIds[(k + n * 7) % programmeIds.length] ?? 1,
      status: 'Not Started',
      personalStatement:
        (k + n) % 3 === 0
          ? null
          : encodeStatement({
              format: 'free',
              text: SENTENCE.repeat(10 + (k % 30)),
              answers: ['', '', ''],
            }),
      statementUpdatedAt: (k + n) % 3 === 0 ? null : new Date(now - (k % 40) * DAY),
      stage: TRACKER_STAGES[(k + n) % 4] ?? 'researching',
      submittedOn: (k + n) % 4 >= 2 ? new Date(now - 5 * DAY).toISOString().slice(0, 10) : null,
      offer: (k + n) % 4 === 3 ? 'conditional' : null,
      documentsGathered: k % 2 === 0,
      englishScore: k % 3 === 0 ? 6.5 : null,
      englishTestOn: k % 3 === 0 ? new Date(now - 30 * DAY).toISOString().slice(0, 10) : null,
    })),
  );
  for (let from = 0; from < selections.length; from += ROWS_A_STATEMENT) {
    await em.insertMany(Selection, selections.slice(from, from + ROWS_A_STATEMENT));
  }
  return { schoolId: school.id, admin, counselors: counselorNames };
}
