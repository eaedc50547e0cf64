import { addDays, toIsoDay } from '../domain/deadline';
import { inEnglish, type Message } from '../i18n/message';
import type { TrackerStage } from '../schemas/tracker.schema';

/** One of the parent dashboard's action cards (SPEC §3 parent task). */
export interface ParentTask {
  id: number;
  title: string;
  description: string;
  actionLabel: string;
  severity: 'high' | 'medium' | 'low';
  /** Suggested by the assistant rather than by the school. */
  isAI: boolean;
  /** The values of `title` and `description`, when they have any. */
  values?: Record<string, string>;
  /** The day it is due ('YYYY-MM-DD'), said as `{date}` in the description. */
  due?: string;
}

/** Days from the day the demo is opened to the first scholarship deadline, and to the last good IELTS date. */
const FIRST_SCHOLARSHIP_DAYS = 40;
const IELTS_BY_DAYS = 60;

/**
 * The three action cards; their days counted from `today` (the demo's clock),
 * so the demo never shows only passed dates.
 */
export function parentTasks(today: Date): ParentTask[] {
  return PARENT_TASKS.map((task) =>
    task.id === 1
      ? { ...task, due: firstScholarshipDeadline(today) }
      : task.id === 3
        ? { ...task, due: dayAfter(today, IELTS_BY_DAYS) }
        : task,
  );
}

const dayAfter = (today: Date, days: number) => toIsoDay(addDays(today, days));

/** The sample child's first shortlisted scholarship deadline ('YYYY-MM-DD'), seen from `today`. */
export function firstScholarshipDeadline(today: Date): string {
  return dayAfter(today, FIRST_SCHOLARSHIP_DAYS);
}

const PARENT_TASKS: readonly ParentTask[] = [
  {
    id: 1,
    title: /*i18n*/ 'Review the scholarship shortlist',
    description:
      /*i18n*/ 'The assistant found 3 scholarships your child qualifies for. The first deadline is {date}.',
    actionLabel: /*i18n*/ 'Start',
    severity: 'high',
    isAI: true,
  },
  {
    id: 2,
    title: /*i18n*/ 'Approve the application fee',
    description:
      /*i18n*/ "King's College London asks a parent or guardian to approve the £75 application fee.",
    actionLabel: /*i18n*/ 'Start',
    severity: 'medium',
    isAI: false,
  },
  {
    id: 3,
    title: /*i18n*/ 'Book the English test',
    description:
      /*i18n*/ 'Choose an IELTS date before {date} so the results arrive before the deadlines.',
    actionLabel: /*i18n*/ 'Start',
    severity: 'low',
    isAI: true,
  },
];

export type ApplicationStatus = 'not-started' | 'in-progress' | 'submitted';

/** One row of the parent's college list (SPEC §3). */
export interface ParentCollege {
  id: number;
  name: string;
  country: string;
  /** ISO date. */
  deadline: string;
  status: ApplicationStatus;
  /** A real child's programme at `name` (the university), and its tracker stage. */
  programme?: string;
  stage?: TrackerStage;
}

// The SPEC's list, its deadlines (15 December to 20 March) as days after the demo's day.
const COLLEGES: readonly (Omit<ParentCollege, 'deadline'> & { daysAhead: number })[] = [
  {
    id: 1,
    name: 'University College London',
    country: /*i18n*/ 'United Kingdom',
    daysAhead: 9,
    status: 'submitted',
  },
  {
    id: 2,
    name: 'University of Edinburgh',
    country: /*i18n*/ 'United Kingdom',
    daysAhead: 39,
    status: 'in-progress',
  },
  {
    id: 3,
    name: "King's College London",
    country: /*i18n*/ 'United Kingdom',
    daysAhead: 56,
    status: 'in-progress',
  },
  {
    id: 4,
    name: 'University of Manchester',
    country: /*i18n*/ 'United Kingdom',
    daysAhead: 83,
    status: 'not-started',
  },
  {
    id: 5,
    name: 'University of Bologna',
    country: /*i18n*/ 'Italy',
    daysAhead: 104,
    status: 'not-started',
  },
];

/** The child's college list, its deadlines from 9 days to about 3 months after `today` (the demo's clock). */
export function parentColleges(today: Date): ParentCollege[] {
  return COLLEGES.map(({ daysAhead, ...college }) => ({
    ...college,
    deadline: dayAfter(today, daysAhead),
  }));
}

/** A status as the badge shows it: 'in-progress' → 'in progress' (an en-GB message id). */
export function statusLabel(status: ApplicationStatus): string {
  return STATUS_LABELS[status];
}

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  'not-started': /*i18n*/ 'not started',
  'in-progress': /*i18n*/ 'in progress',
  submitted: /*i18n*/ 'submitted',
};

/** The progress card's overall completion: fixed in the sample (SPEC §4). */
export const PARENT_COMPLETION_PERCENTAGE = 15;

export interface ApplicationSummary {
  total: number;
  submitted: number;
  inProgress: number;
  notStarted: number;
  completionPercentage: number;
}

/** Counts by status of a college list; completion stays at the sample's 15%. */
export function summarizeApplications(
  list: readonly Pick<ParentCollege, 'status'>[],
): ApplicationSummary {
  const count = (status: ApplicationStatus) =>
    list.filter((college) => college.status === status).length;
  return {
    total: list.length,
    submitted: count('submitted'),
    inProgress: count('in-progress'),
    notStarted: count('not-started'),
    completionPercentage: PARENT_COMPLETION_PERCENTAGE,
  };
}

export interface ParentMilestone {
  id: number;
  title: string;
  done: number;
  total: number;
}

/** Key milestones on the progress card. */
export const PARENT_MILESTONES: readonly ParentMilestone[] = [
  { id: 1, title: /*i18n*/ 'Recommendation letters', done: 1, total: 3 },
  { id: 2, title: /*i18n*/ 'Personal statement', done: 1, total: 1 },
  { id: 3, title: /*i18n*/ 'Test scores', done: 1, total: 1 },
];

/** 'Complete' once every part is done, otherwise '1 of 3'. */
export function milestoneLabel(milestone: Pick<ParentMilestone, 'done' | 'total'>): string {
  return inEnglish(milestoneMessage(milestone));
}

/** `milestoneLabel` for the interface to say in the visitor's language. */
export function milestoneMessage(milestone: Pick<ParentMilestone, 'done' | 'total'>): Message {
  return milestone.done >= milestone.total
    ? { id: /*i18n*/ 'Complete' }
    : {
        id: /*i18n*/ '{done} of {total}',
        values: { done: milestone.done, total: milestone.total },
      };
}
