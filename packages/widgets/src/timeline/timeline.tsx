import { useLingui } from '@lingui/react';
import {
  type ApplicationTracker,
  domainCatalog,
  type TimelineStatus,
  type TimelineStep,
} from '@puente/core';
import { Badge, type BadgeTone, Button } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { CalendarDays, Check, Clock, Dot, ExclamationMark } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { catalog } from './locales';
import * as styles from './timeline.css';
import { type UseTimelineOptions, useTimeline } from './use-timeline';

/** How each step status reads on its badge. */
export const TIMELINE_STATUS_LABELS: Readonly<Record<TimelineStatus, string>> = {
  completed: /*i18n*/ 'Completed',
  current: /*i18n*/ 'Current',
  upcoming: /*i18n*/ 'Upcoming',
  overdue: /*i18n*/ 'Overdue',
};

const TONES: Readonly<Record<TimelineStatus, BadgeTone>> = {
  completed: 'green',
  current: 'blue',
  upcoming: 'neutral',
  overdue: 'red',
};

const ICONS = { completed: Check, current: Clock, upcoming: Dot, overdue: ExclamationMark };

/** The label of an actionable step's button: Complete, or Edit once it is completed (SPEC §2). */
export function stepActionLabel(step: TimelineStep): 'Complete' | 'Edit' {
  return step.status === 'completed' ? 'Edit' : 'Complete';
}

export interface TimelineProps extends UseTimelineOptions {
  /** Where the personal statement step's Complete / Edit leads; without it the action is a button. */
  statementHref?: string | undefined;
  /** The student activated an actionable step (Complete / Edit); a link may be prevented here. */
  onStepActivate?: ((step: TimelineStep, event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Heading level of each step's title, one below the heading the timeline sits under. */
  headingLevel?: 2 | 3 | 4;
  /** The list's accessible name (translated; 'Application Timeline' by default). */
  label?: string;
}

/**
 * A programme's Application Timeline (SPEC §2, §4, changed by
 * docs/product/tracker.md): each step with its due date, description and
 * status (completed only when the student did it, else current, upcoming or
 * overdue); a ticked English test and a submitted application show their
 * days; the personal statement step opens the statement (Complete, or Edit
 * when completed).
 */
export function Timeline({
  deadline,
  hasStatement,
  tracker,
  now,
  statementHref,
  onStepActivate,
  headingLevel = 3,
  label,
}: TimelineProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, domainCatalog);
  const steps = useTimeline({ deadline, hasStatement, tracker, now });
  return (
    <ol
      className={styles.list}
      aria-label={label ?? i18n._('Application Timeline')}
      part="timeline"
    >
      {steps.map((step) => (
        <TimelineStepItem
          key={step.id}
          step={step}
          tracker={tracker}
          headingLevel={headingLevel}
          statementHref={statementHref}
          onStepActivate={onStepActivate}
        />
      ))}
    </ol>
  );
}

function TimelineStepItem({
  step,
  tracker,
  headingLevel,
  statementHref,
  onStepActivate,
}: {
  step: TimelineStep;
  tracker: ApplicationTracker | undefined;
  headingLevel: 2 | 3 | 4;
  statementHref: string | undefined;
  onStepActivate: TimelineProps['onStepActivate'];
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Icon = ICONS[step.status];
  // The step's action as the page's event reports it stays 'Complete' / 'Edit'; the button says it in the visitor's language.
  const actionLabel = stepActionLabel(step) === 'Edit' ? i18n._('Edit') : i18n._('Complete');
  const activate = (event: MouseEvent<HTMLElement>) => onStepActivate?.(step, event);

  return (
    <li
      className={styles.step}
      data-step={step.id}
      data-status={step.status}
      aria-current={step.status === 'current' ? 'step' : undefined}
      part={`step step-${step.status}`}
    >
      <span className={`${styles.marker} ${styles.markerTone[step.status]}`} aria-hidden>
        <Icon size={16} strokeWidth={step.status === 'upcoming' ? 6 : 2.5} />
      </span>
      <div className={styles.body}>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title}>
            {i18n._(step.title)}
          </Heading>
          <Badge tone={TONES[step.status]} part="status">
            {i18n._(TIMELINE_STATUS_LABELS[step.status])}
          </Badge>
        </div>
        <p className={styles.date}>
          <CalendarDays size={14} aria-hidden />
          <time dateTime={step.date}>{format.deadline(step.date)}</time>
        </p>
        <p className={styles.description}>{i18n._(step.description)}</p>
        <StepTick step={step} tracker={tracker} />
        {step.isActionable ? (
          statementHref ? (
            <Button
              asChild
              size="sm"
              variant={step.status === 'completed' ? 'outline' : 'primary'}
              className={styles.action}
            >
              <a
                href={statementHref}
                onClick={activate}
                aria-describedby={titleId}
                part="step-action"
              >
                {actionLabel}
              </a>
            </Button>
          ) : (
            <Button
              size="sm"
              variant={step.status === 'completed' ? 'outline' : 'primary'}
              className={styles.action}
              onClick={activate}
              aria-describedby={titleId}
              part="step-action"
            >
              {actionLabel}
            </Button>
          )
        ) : null}
      </div>
    </li>
  );
}

/** What the student ticked on a completed step: the English test's score and day, the submitted day. */
function StepTick({
  step,
  tracker,
}: {
  step: TimelineStep;
  tracker: ApplicationTracker | undefined;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (step.status !== 'completed' || !tracker) return null;
  if (step.id === 'english-test' && tracker.englishTest) {
    const { score, takenOn } = tracker.englishTest;
    return (
      <p className={styles.tick}>
        {i18n._('Score {score}, taken on {date}', {
          score: format.number(score),
          date: format.deadline(takenOn),
        })}
      </p>
    );
  }
  if (step.id === 'deadline' && tracker.submittedOn) {
    return (
      <p className={styles.tick}>
        {i18n._('Submitted on {date}', { date: format.deadline(tracker.submittedOn) })}
      </p>
    );
  }
  return null;
}
