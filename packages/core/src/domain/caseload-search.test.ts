import { describe, expect, it } from 'vitest';
import type { CaseloadStudent } from '../api/school-answers';
import { ALL_STUDENTS, shownStudents } from './caseload-search';

const student = (fields: Partial<CaseloadStudent>): CaseloadStudent => ({
  id: 1,
  firstName: 'Ana',
  lastName: 'García',
  username: 'ana',
  currentYear: '12th',
  counselorId: 2,
  joinedAt: '2026-11-01T00:00:00.000Z',
  profileCompleteness: 100,
  programmes: [],
  nextDeadline: null,
  ielts: null,
  alerts: [],
  ...fields,
});

const alert = { kind: 'no-programme' as const, studentId: 3, message: 'x', values: {} };
const programme = {
  id: 9,
  programme: 'Engineering',
  university: 'Leeds',
  deadline: '2027-01-15',
  stage: 'submitted' as const,
  statementWords: 500,
  statementCharacters: 3000,
  statementLimit: 4000,
  statementFinished: true,
  statementUpdatedAt: null,
};
const students = [
  student({ id: 1, firstName: 'Zoë', currentYear: '11th', nextDeadline: '2027-03-01' }),
  student({ id: 2, firstName: 'Álvaro', programmes: [programme], nextDeadline: '2027-01-15' }),
  student({ id: 3, firstName: 'María', alerts: [alert], profileCompleteness: 40 }),
];
const ids = (list: CaseloadStudent[]) => list.map(({ id }) => id);

describe('shownStudents', () => {
  it('searches names without accents or case, and filters by grade, stage and alerts', () => {
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, search: 'alva' }))).toEqual([2]);
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, grade: '11th' }))).toEqual([1]);
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, stage: 'submitted' }))).toEqual([2]);
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, needsAttention: true }))).toEqual([3]);
  });

  it('sorts by name, next deadline (none last), alerts or profile', () => {
    expect(ids(shownStudents(students, ALL_STUDENTS))).toEqual([2, 3, 1]);
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, sort: 'next-deadline' }))).toEqual([
      2, 1, 3,
    ]);
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, sort: 'alerts' }))[0]).toBe(3);
    expect(ids(shownStudents(students, { ...ALL_STUDENTS, sort: 'profile' }))[0]).toBe(3);
  });
});
