import { useLingui } from '@lingui/react';
import { choosingCatalog, closesInMessage, deadlineUrgency } from '@puente/core';
import { useCatalog } from '../i18n/use-catalog';
import { UrgencyBadge } from './urgency-badge';

export interface DeadlineBadgeProps {
  deadline: string | null | undefined;
  /** The day to count from: the caller's clock (`useClock()()`), fixed in tests and stories. */
  now: Date;
}

/**
 * How soon a deadline closes, beside its date: 'Closes in 6 days' in the
 * warning tone within a week, 'Deadline passed' once past, quiet otherwise,
 * so a deadline next week never looks like one in eight months. Nothing for a
 * deadline that is no date.
 */
export function DeadlineBadge({ deadline, now }: DeadlineBadgeProps) {
  const { i18n } = useLingui();
  useCatalog(choosingCatalog);
  const left = closesInMessage(deadline, now);
  const urgency = deadlineUrgency(deadline, now);
  if (!left || !urgency) return null;
  return <UrgencyBadge urgency={urgency}>{i18n._(left.id, left.values)}</UrgencyBadge>;
}
