import type { SelectedProgramme } from '../schemas/selection.schema';
import { daysBetween, mexicoCityDay } from './mexico-city-day';
import { decodeStatement, isStatementWritten } from './statement';
import { buildTimeline, type TimelineStep } from './timeline-status';
import { isSubmittedStage } from './tracker';
import { type Urgency, urgencyIn } from './urgency';

/** The next thing a student has to do for one chosen programme, and how soon. */
export interface NextStep {
  step: TimelineStep;
  /** Days from today (Mexico City) to the step's due day: 0 today, 1 tomorrow, negative when overdue. */
  days: number;
  urgency: Urgency;
}

/** A selection's timeline as the student's screens show it: its deadline, statement and ticks. */
export function selectionTimeline(
  selection: Pick<SelectedProgramme, 'program' | 'personalStatement' | 'tracker'>,
  now: Date,
): TimelineStep[] {
  return buildTimeline({
    deadline: selection.program.applicationDeadline,
    hasStatement: isStatementWritten(decodeStatement(selection.personalStatement)),
    tracker: selection.tracker,
    now,
  });
}

/**
 * The first timeline step the student has not done (docs/product/tracker.md),
 * with the days left until it is due; null once the application is submitted,
 * since what follows is the university's move.
 */
export function nextStep(
  selection: Pick<SelectedProgramme, 'program' | 'personalStatement' | 'tracker'>,
  now: Date,
): NextStep | null {
  const { tracker } = selection;
  if (isSubmittedStage(tracker.stage) || tracker.submittedOn !== null) return null;
  const step = selectionTimeline(selection, now).find(({ status }) => status !== 'completed');
  if (!step) return null;
  const days = daysBetween(mexicoCityDay(now), step.date);
  return { step, days, urgency: urgencyIn(days) };
}
