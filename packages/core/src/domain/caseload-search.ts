import type { TrackerStage } from '../schemas/tracker.schema';
import { foldedText } from './folded-text';
import { personName } from './person-name';

/** What a caseload search reads of a student (core's `CaseloadRow` is one). */
export interface CaseloadRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  currentYear: string | null;
  programmes: readonly { stage: TrackerStage }[];
  nextDeadline: string | null;
  profileCompleteness: number;
  alerts: readonly unknown[];
}

/** What My Students shows: the search, the filters and the order (docs/product/tracker.md). */
export interface CaseloadQuery {
  search: string;
  /** A current year ('12th'), or '' for every grade. */
  grade: string;
  /** A tracker stage any of the student's programmes is at, or '' for any. */
  stage: TrackerStage | '';
  needsAttention: boolean;
  sort: CaseloadSort;
}

export type CaseloadSort = 'name' | 'next-deadline' | 'alerts' | 'profile';

export const CASELOAD_SORTS: readonly CaseloadSort[] = [
  'name',
  'next-deadline',
  'alerts',
  'profile',
];

export const ALL_STUDENTS: CaseloadQuery = {
  search: '',
  grade: '',
  stage: '',
  needsAttention: false,
  sort: 'name',
};

const byName = (a: CaseloadRow, b: CaseloadRow) =>
  personName(a).localeCompare(personName(b), 'es') || a.id - b.id;

const ORDER: Record<CaseloadSort, (a: CaseloadRow, b: CaseloadRow) => number> = {
  name: byName,
  // No deadline ahead goes last.
  'next-deadline': (a, b) =>
    (a.nextDeadline ?? '9999').localeCompare(b.nextDeadline ?? '9999') || byName(a, b),
  alerts: (a, b) => b.alerts.length - a.alerts.length || byName(a, b),
  profile: (a, b) => a.profileCompleteness - b.profileCompleteness || byName(a, b),
};

/** The students My Students shows for `query`, in its order. */
export function shownStudents<Student extends CaseloadRow>(
  students: readonly Student[],
  query: CaseloadQuery,
): Student[] {
  const search = foldedText(query.search.trim());
  return students
    .filter(
      (student) =>
        (search === '' ||
          foldedText(`${personName(student)} ${student.username}`).includes(search)) &&
        (query.grade === '' || student.currentYear === query.grade) &&
        (query.stage === '' || student.programmes.some(({ stage }) => stage === query.stage)) &&
        (!query.needsAttention || student.alerts.length > 0),
    )
    .sort(ORDER[query.sort]);
}
