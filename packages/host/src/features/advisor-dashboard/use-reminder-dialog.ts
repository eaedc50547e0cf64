import { createReminderDialog } from '@puente/core';
import { useCoreStore, useDelays } from '@puente/widgets/providers';

/** The Send Reminder dialog's core store (auto-close after the provider's delay), as React state. */
export function useReminderDialog() {
  const delays = useDelays();
  const [state, dialog] = useCoreStore(() => createReminderDialog({ delays }));
  return { state, dialog };
}
