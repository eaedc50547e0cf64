import { useLingui } from '@lingui/react';
import {
  createReminderDialog,
  DEFAULT_REMINDER_TEMPLATE,
  type ReminderRecipient,
  STUDENT_NAME_PLACEHOLDER,
} from '@puente/core';
import { useCoreStore, useDelays, useToast } from '@puente/ui/providers';
import { useState } from 'react';
import type { ReminderDelivery } from './reminder-delivery';
import { useDeliveryToasts } from './use-delivery-toasts';

/**
 * The Send Reminder dialog's core store (auto-close after the provider's
 * delay), as React state, and its send: through `delivery`, then the
 * success message and toast for the students it reached.
 */
export function useReminderDialog({
  recipients,
  delivery,
  repeatable = false,
}: {
  recipients: readonly ReminderRecipient[];
  delivery: ReminderDelivery;
  /** Opens again after a send (the SPEC's alert is sent once). */
  repeatable?: boolean;
}) {
  const delays = useDelays();
  const { i18n } = useLingui();
  const toast = useToast();
  const toasts = useDeliveryToasts();
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState(recipients.length);
  // SPEC's template in the advisor's language, its placeholder kept as it is.
  const template = i18n._(DEFAULT_REMINDER_TEMPLATE, { studentName: STUDENT_NAME_PLACEHOLDER });
  const [state, dialog] = useCoreStore(() =>
    createReminderDialog({ delays, template, recipients, repeatable }),
  );
  const send = async () => {
    if (sending || state.phase !== 'editing') return;
    setSending(true);
    try {
      const result = await delivery.sendReminder(recipients, state.template);
      setSentCount(result.sent);
      const sent = dialog.send(result.sent);
      if (sent) toast(sent);
      toasts.skipped(result);
    } catch (error) {
      toasts.failed(error);
    } finally {
      setSending(false);
    }
  };
  /** `sentCount`: how many students the last send reached, for the success message. */
  return { state, dialog, send, sending, sentCount };
}
