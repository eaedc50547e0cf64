import { useLingui } from '@lingui/react';
import { advisorToasts, type CampaignQuestion, type ReminderRecipient } from '@puente/core';
import { useFormat } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useState } from 'react';
import type { ReminderDelivery } from './reminder-delivery';
import { useDeliveryToasts } from './use-delivery-toasts';

/** The Learning Campaign dialog's launch: through `delivery`, titled by its day. */
export function useCampaignLaunch({
  recipients,
  delivery,
  onLaunched,
}: {
  recipients: readonly ReminderRecipient[];
  delivery: ReminderDelivery;
  onLaunched: () => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const toasts = useDeliveryToasts();
  const [launching, setLaunching] = useState(false);
  const launch = async (questions: readonly CampaignQuestion[]) => {
    if (launching) return;
    setLaunching(true);
    try {
      const title = i18n._('Learning Campaign, {day}', { day: format.day(new Date()) });
      const result = await delivery.launchCampaign(
        recipients,
        title,
        questions.map(({ text }) => text),
      );
      toast(advisorToasts.campaignLaunched(questions.length));
      toasts.skipped(result);
      onLaunched();
    } catch (error) {
      toasts.failed(error);
    } finally {
      setLaunching(false);
    }
  };
  return { launch, launching };
}
