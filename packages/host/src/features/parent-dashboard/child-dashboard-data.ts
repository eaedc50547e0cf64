import {
  type ApplicationStatus,
  buildTimeline,
  type ParentChild,
  type ParentCollege,
  type ParentMilestone,
  type ParentTask,
  type StudentRecord,
  type TimelineStatus,
  TRACKER_STAGE_LABELS,
  type TrackerStage,
  timelineSteps,
} from '@puente/core';

/** What the parent's dashboard shows of their own child (docs/product/tracker.md, "Parents and admins"). */
export interface ChildDashboardData {
  colleges: ParentCollege[];
  milestones: ParentMilestone[];
  /** Percent of the timeline steps the child completed. */
  completion: number;
  tasks: ParentTask[];
  /** What the assistant answers about. */
  child: ParentChild;
}

const STATUS_OF: Record<TrackerStage, ApplicationStatus> = {
  researching: 'not-started',
  preparing: 'in-progress',
  submitted: 'submitted',
  offer: 'submitted',
  firm: 'submitted',
  insurance: 'submitted',
  declined: 'submitted',
  unsuccessful: 'submitted',
};

const SEVERITY_OF: Record<Exclude<TimelineStatus, 'completed'>, ParentTask['severity']> = {
  overdue: 'high',
  current: 'medium',
  upcoming: 'low',
};

/** The most next steps the dashboard lists, soonest first. */
const TASKS_SHOWN = 3;

/** The child's record as the SPEC's parent dashboard shows it, each step from core's timeline. */
export function childDashboard(record: StudentRecord, name: string, now: Date): ChildDashboardData {
  const { selections, statements } = record;
  const statementOf = (id: number) => statements.find((s) => s.selectionId === id);
  const progress = selections.map((selection) => ({
    deadline: selection.program.applicationDeadline,
    hasStatement: (statementOf(selection.id)?.status ?? 'not-started') !== 'not-started',
    tracker: selection.tracker,
  }));
  const steps = timelineSteps(progress, now);
  const count = (done: (selection: (typeof selections)[number]) => boolean) =>
    selections.filter(done).length;
  const total = selections.length;
  const tasks = selections
    .flatMap((selection): ParentTask[] => {
      const next = buildTimeline({
        deadline: selection.program.applicationDeadline,
        hasStatement: (statementOf(selection.id)?.status ?? 'not-started') !== 'not-started',
        tracker: selection.tracker,
        now,
      }).find((step) => step.status !== 'completed');
      if (!next || next.status === 'completed') return [];
      return [
        {
          id: selection.id,
          title: next.title,
          description: /*i18n*/ '{programme} at {university}: due {date}.',
          actionLabel: /*i18n*/ 'Start',
          severity: SEVERITY_OF[next.status],
          isAI: false,
          values: {
            programme: selection.program.programName,
            university: selection.program.universityName,
          },
          due: next.date,
        },
      ];
    })
    .sort((a, b) => (a.due ?? '').localeCompare(b.due ?? ''))
    .slice(0, TASKS_SHOWN);
  return {
    colleges: selections.map((selection) => ({
      id: selection.id,
      name: selection.program.universityName,
      programme: selection.program.programName,
      country: /*i18n*/ 'United Kingdom',
      deadline: selection.program.applicationDeadline ?? '',
      status: STATUS_OF[selection.tracker.stage],
      stage: selection.tracker.stage,
    })),
    milestones:
      total === 0
        ? []
        : [
            {
              id: 1,
              title: /*i18n*/ 'Personal statement',
              done: count((s) => statementOf(s.id)?.status === 'complete'),
              total,
            },
            {
              id: 2,
              title: /*i18n*/ 'Documents gathered',
              done: count((s) => s.tracker.documentsGathered),
              total,
            },
            {
              id: 3,
              title: /*i18n*/ 'Test scores',
              done: count((s) => s.tracker.englishTest !== null),
              total,
            },
          ],
    completion: steps.total === 0 ? 0 : Math.round((100 * steps.completed) / steps.total),
    tasks,
    child: {
      id: record.student.id,
      name,
      programmes: selections.map((selection) => ({
        programme: selection.program.programName,
        university: selection.program.universityName,
        deadline: selection.program.applicationDeadline ?? '',
        stage: TRACKER_STAGE_LABELS[selection.tracker.stage],
      })),
    },
  };
}
