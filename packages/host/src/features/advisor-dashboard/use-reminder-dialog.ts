import { useLingui } from '@lingui/react';
import {
  createReminderDialog,
  DEFAULT_REMINDER_TEMPLATE,
  STUDENT_NAME_PLACEHOLDER,
} from '@puente/core';
import { useCoreStore, useDelays } from '@puente/ui/providers';

/** The Send Reminder dialog's core store (auto-close after the provider's delay), as React state. */
export function useReminderDialog() {
  const delays = useDelays();
  const { i18n } = useLingui();
  // SPEC's template in the advisor's language, its placeholder kept as it is.
  const template = i18n._(DEFAULT_REMINDER_TEMPLATE, { studentName: STUDENT_NAME_PLACEHOLDER });
  const [state, dialog] = useCoreStore(() => createReminderDialog({ delays, template }));
  return { state, dialog };
}
