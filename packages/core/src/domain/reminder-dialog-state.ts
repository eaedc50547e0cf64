/** closed → editing → (send) sent → (after `reminderAutoClose`) closed. */
export type ReminderPhase = 'closed' | 'editing' | 'sent';

export interface ReminderDialogState {
  phase: ReminderPhase;
  /** The message as the advisor writes it, with the name placeholder. */
  template: string;
  /** The essay-drafts alert shows 'Sent', its button disabled, once a reminder went out. */
  alertSent: boolean;
}

/** What the alert's button reads once the reminder went out (SPEC §4); a message id. */
export const REMINDER_SENT_LABEL = /*i18n*/ 'Sent';
