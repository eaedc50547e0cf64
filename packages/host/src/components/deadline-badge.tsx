import { useLingui } from '@lingui/react';
import { choosingCatalog, closesInMessage, deadlineUrgency } from '@puente/core';
import { UrgencyBadge } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useClock } from '@puente/ui/providers';

/**
 * How soon a deadline closes, beside its date: 'Closes in 6 days' in the
 * warning tone within a week, 'Deadline passed' once past, quiet otherwise,
 * so a deadline next week never looks like one in eight months. Nothing for a
 * deadline that is no date.
 */
export function DeadlineBadge({ deadline }: { deadline: string | null | undefined }) {
  const { i18n } = useLingui();
  useCatalog(choosingCatalog);
  const now = useClock()();
  const left = closesInMessage(deadline, now);
  const urgency = deadlineUrgency(deadline, now);
  if (!left || !urgency) return null;
  return <UrgencyBadge urgency={urgency}>{i18n._(left.id, left.values)}</UrgencyBadge>;
}
