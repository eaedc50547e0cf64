import type { ReminderRecipient } from '@puente/core';
import { useLaunchCampaign, useSendReminder } from '@puente/widgets/data';

/** What a send came to: students reached, and students left out for today's limit. */
export interface DeliveryResult {
  sent: number;
  skipped: number;
}

/**
 * Where the advisor's reminders and campaigns go: the school's students
 * through the API, or nowhere for the demo school's sample students.
 */
export interface ReminderDelivery {
  sendReminder(recipients: readonly ReminderRecipient[], message: string): Promise<DeliveryResult>;
  launchCampaign(
    recipients: readonly ReminderRecipient[],
    title: string,
    questions: readonly string[],
  ): Promise<DeliveryResult>;
}

/** The demo school's: every sample student "receives" it, and nothing is sent. */
export const SAMPLE_DELIVERY: ReminderDelivery = {
  sendReminder: async (recipients) => ({ sent: recipients.length, skipped: 0 }),
  launchCampaign: async (recipients) => ({ sent: recipients.length, skipped: 0 }),
};

/** The signed-in staff member's: notices (and emails) and tasks to the school's students. */
export function useSchoolDelivery(): ReminderDelivery {
  const reminder = useSendReminder();
  const campaign = useLaunchCampaign();
  const ids = (recipients: readonly ReminderRecipient[]) => recipients.map(({ id }) => id);
  return {
    async sendReminder(recipients, message) {
      const { sent, skipped } = await reminder.mutateAsync({
        studentIds: ids(recipients),
        message,
      });
      return { sent, skipped: skipped.length };
    },
    async launchCampaign(recipients, title, questions) {
      const { campaign: launched, skipped } = await campaign.mutateAsync({
        studentIds: ids(recipients),
        title,
        questions: [...questions],
      });
      return { sent: launched.students, skipped: skipped.length };
    },
  };
}
