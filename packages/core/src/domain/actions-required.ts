import type { ApplicationTracker, TrackerStage } from '../schemas/tracker.schema';
import { addCalendarMonths, parseDeadlineDate, toIsoDay } from './deadline';
import { daysBetween, mexicoCityDay } from './mexico-city-day';
import { buildTimeline, type TimelineStepId } from './timeline-status';

/** The Actions Required rules (docs/product/tracker.md, "Caseloads"), in the order they are listed. */
export type AlertKind =
  | 'deadline-without-statement'
  | 'overdue-step'
  | 'profile-unfinished'
  | 'no-programme'
  | 'statement-untouched'
  | 'no-english-score';

/** One thing a counselor should act on, for one student. */
export interface StudentAlert {
  kind: AlertKind;
  /** The student it is about: the link goes to their page. */
  studentId: number;
  /** A message id (its en-GB text) to show with `i18n._(message, values)`. */
  message: string;
  values: Record<string, string | number>;
}

/** A chosen programme as the rules read it. */
export interface AlertSelection {
  programme: string;
  /** The programme's deadline text (SPEC's), read by `parseDeadlineDate`. */
  deadline: string | null;
  statementWritten: boolean;
  statementFinished: boolean;
  /** When the statement was last saved (ISO); null: never. */
  statementUpdatedAt: string | null;
  /** When the programme was chosen (ISO). */
  selectedAt: string;
  tracker: ApplicationTracker;
}

/** A student as the rules read them. */
export interface AlertStudent {
  id: number;
  /** When they joined the school (ISO). */
  joinedAt: string;
  /** 0–100, `profileCompleteness`. */
  profileCompleteness: number;
  selections: readonly AlertSelection[];
}

/** The rules' thresholds, in days counted in Mexico City. */
export const ALERT_DAYS = {
  deadlineSoon: 14,
  profileGrace: 7,
  statementUntouched: 14,
} as const;

// Until submitted, the application is still the student's to do.
const OPEN_STAGES: readonly TrackerStage[] = ['researching', 'preparing'];

const OVERDUE_MESSAGES: Record<TimelineStepId, string> = {
  'start-application': /*i18n*/ '{programme}: the application should have been started',
  'personal-statement': /*i18n*/ '{programme}: the personal statement is overdue',
  documents: /*i18n*/ '{programme}: the documents are overdue',
  'english-test': /*i18n*/ '{programme}: the English test is overdue',
  deadline: /*i18n*/ '{programme}: the deadline has passed and the application is not submitted',
};

/**
 * A student's Actions Required at `now` (pure: the clock is an argument).
 * Days are Mexico City's calendar days; deadlines are calendar days.
 */
export function actionsRequired(student: AlertStudent, now: Date): StudentAlert[] {
  const today = mexicoCityDay(now);
  const alerts: StudentAlert[] = [];
  const alert = (kind: AlertKind, message: string, values: StudentAlert['values'] = {}) =>
    alerts.push({ kind, studentId: student.id, message, values });
  const open = student.selections.filter(({ tracker }) => OPEN_STAGES.includes(tracker.stage));

  const soon = new Set<AlertSelection>();
  for (const selection of open) {
    const deadline = parseDeadlineDate(selection.deadline);
    if (!deadline || selection.statementFinished) continue;
    const days = daysBetween(today, toIsoDay(deadline));
    if (days < 0 || days > ALERT_DAYS.deadlineSoon) continue;
    soon.add(selection);
    alert(
      'deadline-without-statement',
      /*i18n*/ '{programme}: deadline in {days, plural, one {# day} other {# days}} and the statement is not finished',
      { programme: selection.programme, days },
    );
  }

  for (const selection of open) {
    if (!parseDeadlineDate(selection.deadline)) continue;
    const overdue = buildTimeline({
      deadline: selection.deadline,
      hasStatement: selection.statementFinished,
      tracker: selection.tracker,
      now,
    }).find(
      (step) =>
        step.status === 'overdue' &&
        // The deadline's alert already says the statement is late.
        !(step.id === 'personal-statement' && soon.has(selection)),
    );
    if (overdue) {
      alert('overdue-step', OVERDUE_MESSAGES[overdue.id], { programme: selection.programme });
    }
  }

  const sinceJoining = daysBetween(mexicoCityDay(new Date(student.joinedAt)), today);
  if (student.profileCompleteness < 100 && sinceJoining >= ALERT_DAYS.profileGrace) {
    alert(
      'profile-unfinished',
      /*i18n*/ 'Profile {percent}% complete, {days, plural, one {# day} other {# days}} after joining',
      { percent: student.profileCompleteness, days: sinceJoining },
    );
  }

  if (student.selections.length === 0) alert('no-programme', /*i18n*/ 'No programme chosen yet');

  for (const selection of open) {
    if (selection.statementFinished) continue;
    const touched = selection.statementUpdatedAt ?? selection.selectedAt;
    const days = daysBetween(mexicoCityDay(new Date(touched)), today);
    if (days < ALERT_DAYS.statementUntouched) continue;
    alert(
      'statement-untouched',
      selection.statementWritten
        ? /*i18n*/ '{programme}: statement untouched for {days, plural, one {# day} other {# days}}'
        : /*i18n*/ '{programme}: statement not started {days, plural, one {# day} other {# days}} after choosing it',
      { programme: selection.programme, days },
    );
  }

  const tested = student.selections.some(({ tracker }) => tracker.englishTest !== null);
  const nextWithinAMonth = tested ? undefined : nextDeadline(open, today, 'month');
  if (nextWithinAMonth) {
    alert(
      'no-english-score',
      /*i18n*/ 'No English test score, {days, plural, one {# day} other {# days}} before the {programme} deadline',
      { programme: nextWithinAMonth.programme, days: nextWithinAMonth.days },
    );
  }
  return alerts;
}

/**
 * The nearest deadline from `today` on (none passed) among `selections`, with
 * the days left; `within: 'month'` only when it is a calendar month away or less.
 */
export function nextDeadline(
  selections: readonly Pick<AlertSelection, 'programme' | 'deadline'>[],
  today: string,
  within?: 'month',
): { programme: string; day: string; days: number } | undefined {
  let next: { programme: string; day: string; days: number } | undefined;
  for (const { programme, deadline } of selections) {
    const date = parseDeadlineDate(deadline);
    if (!date) continue;
    const day = toIsoDay(date);
    const days = daysBetween(today, day);
    if (days < 0 || (next && next.days <= days)) continue;
    if (within === 'month' && toIsoDay(addCalendarMonths(date, -1)) > today) continue;
    next = { programme, day, days };
  }
  return next;
}
