import type { YEAR_OPTIONS } from '../schemas/student-info.options';
import type { ApplicationTracker } from '../schemas/tracker.schema';
import { addDays } from './deadline';
import { buildTimeline } from './timeline-status';

export type CurrentYear = (typeof YEAR_OPTIONS)[number];

/** One chosen programme as the overview reads it. */
export interface OverviewSelection {
  deadline: string | null;
  hasStatement: boolean;
  tracker: ApplicationTracker;
}

/** One student as the overview reads them: their year (null until they say), last activity, programmes. */
export interface OverviewStudent {
  currentYear: CurrentYear | null;
  lastActiveAt: Date | null;
  selections: readonly OverviewSelection[];
}

export type EngagementLevel = 'low' | 'medium' | 'high';

/** One grade of GET /api/school/overview. */
export interface GradeOverview {
  currentYear: CurrentYear | null;
  students: number;
  /** Percent of the grade's timeline steps completed (0 when nobody chose a programme). */
  timelineProgress: number;
  engagement: Record<EngagementLevel, number>;
}

/** Active within a week is high, within 30 days medium, otherwise low (docs/product/tracker.md). */
export function engagementLevel(lastActiveAt: Date | null, now: Date): EngagementLevel {
  if (lastActiveAt === null) return 'low';
  if (lastActiveAt > addDays(now, -7)) return 'high';
  if (lastActiveAt > addDays(now, -30)) return 'medium';
  return 'low';
}

/** The timeline steps of `selections` completed and in all. */
export function timelineSteps(
  selections: readonly OverviewSelection[],
  now: Date,
): { completed: number; total: number } {
  let completed = 0;
  let total = 0;
  for (const { deadline, hasStatement, tracker } of selections) {
    for (const step of buildTimeline({ deadline, hasStatement, tracker, now })) {
      total += 1;
      if (step.status === 'completed') completed += 1;
    }
  }
  return { completed, total };
}

const GRADE_ORDER: readonly (CurrentYear | null)[] = ['9th', '10th', '11th', '12th', null];

/** Students per grade (youngest first, those with no year last), each grade's progress and engagement. */
export function gradeOverview(students: readonly OverviewStudent[], now: Date): GradeOverview[] {
  return GRADE_ORDER.flatMap((year) => {
    const inGrade = students.filter((student) => student.currentYear === year);
    if (inGrade.length === 0) return [];
    const steps = timelineSteps(
      inGrade.flatMap((student) => student.selections),
      now,
    );
    const engagement = { low: 0, medium: 0, high: 0 };
    for (const student of inGrade) engagement[engagementLevel(student.lastActiveAt, now)] += 1;
    return [
      {
        currentYear: year,
        students: inGrade.length,
        timelineProgress: steps.total === 0 ? 0 : Math.round((100 * steps.completed) / steps.total),
        engagement,
      },
    ];
  });
}
