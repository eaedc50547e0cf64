import { addCalendarMonths, addDays, parseDeadlineDate, toIsoDay } from './deadline';

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
  /** The step's due day, 'YYYY-MM-DD' (UTC); show it with `formatDeadline`. */
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

const isPast = (now: Date, moment: Date) => now.getTime() > moment.getTime();

/**
 * The five steps of a programme's Application Timeline with their statuses
 * (SPEC §4). "Past" a moment means strictly after it: at the very moment a
 * step is still in its earlier state.
 */
export function buildTimeline({
  deadline,
  hasStatement,
  now,
}: {
  deadline: string | null | undefined;
  hasStatement: boolean;
  now: Date;
}): TimelineStep[] {
  const d = parseDeadline(deadline, now);
  const twoMonthsBefore = addCalendarMonths(d, -TIMELINE_OFFSETS.startApplicationMonths);
  const oneMonthBefore = addCalendarMonths(d, -TIMELINE_OFFSETS.personalStatementMonths);
  const documentsDue = addDays(d, -TIMELINE_OFFSETS.documentsDays);

  const statementStatus: TimelineStatus = hasStatement
    ? 'completed'
    : isPast(now, oneMonthBefore)
      ? 'overdue'
      : isPast(now, twoMonthsBefore)
        ? 'current'
        : 'upcoming';
  const documentsStatus: TimelineStatus = isPast(now, documentsDue)
    ? 'overdue'
    : isPast(now, oneMonthBefore)
      ? 'current'
      : 'upcoming';

  return [
    {
      id: 'start-application',
      title: /*i18n*/ 'Start Application',
      description:
        /*i18n*/ 'Create your application and check the entry requirements for this programme.',
      date: toIsoDay(twoMonthsBefore),
      status: isPast(now, twoMonthsBefore) ? 'completed' : 'upcoming',
      isActionable: false,
    },
    {
      id: 'personal-statement',
      title: /*i18n*/ 'Personal Statement',
      description:
        /*i18n*/ 'Write your personal statement: why this subject, and how you have prepared.',
      date: toIsoDay(oneMonthBefore),
      status: statementStatus,
      isActionable: true,
    },
    {
      id: 'documents',
      title: /*i18n*/ 'Documents',
      description: /*i18n*/ 'Upload your high school transcripts and academic references.',
      date: toIsoDay(documentsDue),
      status: documentsStatus,
      isActionable: false,
    },
    {
      id: 'english-test',
      title: /*i18n*/ 'English Test',
      description: /*i18n*/ 'Send your English test results (IELTS or equivalent).',
      date: toIsoDay(documentsDue),
      status: documentsStatus,
      isActionable: false,
    },
    {
      id: 'deadline',
      title: /*i18n*/ 'Application Deadline',
      description: /*i18n*/ 'Submit your application before the deadline.',
      date: toIsoDay(d),
      status: isPast(now, d) ? 'overdue' : isPast(now, documentsDue) ? 'current' : 'upcoming',
      isActionable: false,
    },
  ];
}
