import { type ApplicationTracker, NEW_TRACKER } from '../schemas/tracker.schema';
import { addCalendarMonths, addDays, parseDeadlineDate, toIsoDay } from './deadline';
import { mexicoCityDay } from './mexico-city-day';
import { isStartedStage, isSubmittedStage } from './tracker';

export type TimelineStatus = 'completed' | 'current' | 'upcoming' | 'overdue';

export type TimelineStepId =
  | 'start-application'
  | 'personal-statement'
  | 'documents'
  | 'english-test'
  | 'deadline';

/** One step of a programme's Application Timeline (SPEC §3). */
export interface TimelineStep {
  id: TimelineStepId;
  /** A message id (its en-GB text): show it with `i18n._(title)`. */
  title: string;
  /** A message id, like `title`. */
  description: string;
  /** The step's due day, 'YYYY-MM-DD'; show it with `formatDeadline`. */
  date: string;
  status: TimelineStatus;
  /** Only the personal statement step opens from the timeline (Complete, or Edit once completed). */
  isActionable: boolean;
}

/** SPEC §9 timeline offsets before the deadline. */
export const TIMELINE_OFFSETS = {
  startApplicationMonths: 2,
  personalStatementMonths: 1,
  documentsDays: 14,
} as const;

/**
 * The programme's deadline D; a text that is not a date counts as two months
 * from `now` (SPEC §9).
 */
export function parseDeadline(text: string | null | undefined, now: Date): Date {
  return parseDeadlineDate(text) ?? addCalendarMonths(now, 2);
}

/**
 * A step not done, by its due day: overdue once the day has passed in Mexico
 * City (the due day itself is still in time), else current when it is the
 * first step still to do, else upcoming.
 */
function statusByDate(date: string, today: string, isFirstToDo: boolean): TimelineStatus {
  if (today > date) return 'overdue';
  return isFirstToDo ? 'current' : 'upcoming';
}

/**
 * The five steps of a programme's Application Timeline with their statuses.
 * SPEC §4's offsets give the due days; a step is completed only when the
 * student did it (docs/product/tracker.md): Start Application once the stage
 * is preparing or later, the statement once one is written, documents and
 * the English test once ticked, the deadline once the application is
 * submitted. A date passing never completes a step.
 */
export function buildTimeline({
  deadline,
  hasStatement,
  tracker = NEW_TRACKER,
  now,
}: {
  deadline: string | null | undefined;
  hasStatement: boolean;
  /** The selection's tracker; a new one (nothing ticked) when the caller has none. */
  tracker?: ApplicationTracker | undefined;
  now: Date;
}): TimelineStep[] {
  const d = parseDeadline(deadline, now);
  const today = mexicoCityDay(now);
  const documentsDue = toIsoDay(addDays(d, -TIMELINE_OFFSETS.documentsDays));
  const steps: Omit<TimelineStep, 'status'>[] = [
    {
      id: 'start-application',
      title: /*i18n*/ 'Start Application',
      description:
        /*i18n*/ 'Create your application and check the entry requirements for this programme.',
      date: toIsoDay(addCalendarMonths(d, -TIMELINE_OFFSETS.startApplicationMonths)),
      isActionable: false,
    },
    {
      id: 'personal-statement',
      title: /*i18n*/ 'Personal Statement',
      description:
        /*i18n*/ 'Write your personal statement: why this subject, and how you have prepared.',
      date: toIsoDay(addCalendarMonths(d, -TIMELINE_OFFSETS.personalStatementMonths)),
      isActionable: true,
    },
    {
      id: 'documents',
      title: /*i18n*/ 'Documents',
      description: /*i18n*/ 'Upload your high school transcripts and academic references.',
      date: documentsDue,
      isActionable: false,
    },
    {
      id: 'english-test',
      title: /*i18n*/ 'English Test',
      description: /*i18n*/ 'Send your English test results (IELTS or equivalent).',
      date: documentsDue,
      isActionable: false,
    },
    {
      id: 'deadline',
      title: /*i18n*/ 'Application Deadline',
      description: /*i18n*/ 'Submit your application before the deadline.',
      date: toIsoDay(d),
      isActionable: false,
    },
  ];
  const done: Readonly<Record<TimelineStepId, boolean>> = {
    'start-application': isStartedStage(tracker.stage),
    'personal-statement': hasStatement,
    documents: tracker.documentsGathered,
    'english-test': tracker.englishTest !== null,
    deadline: tracker.submittedOn !== null || isSubmittedStage(tracker.stage),
  };
  const firstToDo = steps.find((step) => !done[step.id] && today <= step.date)?.id;
  return steps.map((step) => ({
    ...step,
    status: done[step.id] ? 'completed' : statusByDate(step.date, today, step.id === firstToDo),
  }));
}
