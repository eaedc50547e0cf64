import { useLingui } from '@lingui/react';
import { nextStep, type SelectedProgramme, TRACKER_STAGE_LABELS, type Urgency } from '@puente/core';
import { Text, UrgencyBadge } from '@puente/ui';
import { useClock } from '@puente/ui/providers';
import { CalendarCheck } from 'lucide-react';
import * as styles from './dashboard.css';

const URGENCY_LABELS: Readonly<Record<Urgency, string>> = {
  overdue: /*i18n*/ 'Overdue',
  soon: /*i18n*/ 'Due soon',
  later: /*i18n*/ 'On track',
};

/** How soon a step is due, in words: due today, due tomorrow, in 6 days, 3 days overdue. */
function howSoon(days: number, i18n: ReturnType<typeof useLingui>['i18n']): string {
  if (days < 0) {
    return i18n._('{days, plural, one {# day overdue} other {# days overdue}}', { days: -days });
  }
  if (days === 0) return i18n._('due today');
  if (days === 1) return i18n._('due tomorrow');
  return i18n._('in {days, plural, one {# day} other {# days}}', { days });
}

/**
 * What the student does next for a chosen programme and how soon
 * (docs/product/tracker.md), its urgency in words and an icon as well as
 * colour; once submitted, the stage.
 */
export function NextStepNote({ selection }: { selection: SelectedProgramme }) {
  const { i18n } = useLingui();
  const clock = useClock();
  const next = nextStep(selection, clock());
  if (!next) {
    return (
      <Text size="sm" weight="medium" className={styles.deadline}>
        <CalendarCheck size={14} aria-hidden />{' '}
        {i18n._('Stage: {stage}', { stage: i18n._(TRACKER_STAGE_LABELS[selection.tracker.stage]) })}
      </Text>
    );
  }
  return (
    <Text size="sm" weight="medium" className={styles.nextStep}>
      {i18n._('Next: {step}, {when}', {
        step: i18n._(next.step.title),
        when: howSoon(next.days, i18n),
      })}{' '}
      <UrgencyBadge urgency={next.urgency}>{i18n._(URGENCY_LABELS[next.urgency])}</UrgencyBadge>
    </Text>
  );
}
