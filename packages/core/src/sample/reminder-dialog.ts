import { DEFAULT_DELAYS, type Delays } from '../domain/delays';
import type { ReminderDialogState } from '../domain/reminder-dialog-state';
import { sleep } from '../domain/sleep';
import { createListeners, type Store } from '../domain/store';
import {
  type AdvisorStudent,
  DEFAULT_REMINDER_TEMPLATE,
  fillReminder,
  REMINDER_RECIPIENTS,
} from './advisor';
import { advisorToasts, type ToastText } from './advisor-toasts';

/** A student a reminder goes to: the sample's, or one of the school's. */
export type ReminderRecipient = Pick<AdvisorStudent, 'id' | 'name'>;

/** The message each recipient receives, their name in place of the placeholder. */
export function reminderPreviews<Student extends ReminderRecipient>(
  template: string,
  recipients: readonly Student[],
): { student: Student; message: string }[] {
  return recipients.map((student) => ({ student, message: fillReminder(template, student.name) }));
}

export interface ReminderDialog extends Store<ReminderDialogState> {
  /** Opens with the default template; does nothing once the reminder was sent (unless `repeatable`). */
  open(): void;
  setTemplate(template: string): void;
  /** Closes now (also during the success message, which cancels the auto-close). */
  close(): void;
  /**
   * Sends the reminder: the alert is marked sent, the success message shows
   * for `reminderAutoClose`, then the dialog closes. Answers the toast to show
   * (for `sent` students, all recipients by default), or null when the dialog
   * is not editing.
   */
  send(sent?: number): ToastText | null;
  /** Cancels a pending auto-close (e.g. on unmount). */
  dispose(): void;
}

export interface ReminderDialogOptions {
  recipients?: readonly ReminderRecipient[];
  /** The template every opening starts from: SPEC's, or its translation. */
  template?: string;
  delays?: Readonly<Pick<Delays, 'reminderAutoClose'>>;
  /** Opens again after a send (a school's real students), where the SPEC's alert is sent once. */
  repeatable?: boolean;
}

/** The advisor's Send Reminder dialog as a small store (SPEC §4 "Advisor reminder"). */
export function createReminderDialog({
  recipients = REMINDER_RECIPIENTS,
  template: defaultTemplate = DEFAULT_REMINDER_TEMPLATE,
  delays = DEFAULT_DELAYS,
  repeatable = false,
}: ReminderDialogOptions = {}): ReminderDialog {
  let state: ReminderDialogState = {
    phase: 'closed',
    template: defaultTemplate,
    alertSent: false,
  };
  const listeners = createListeners();
  let autoClose: AbortController | null = null;

  const update = (patch: Partial<ReminderDialogState>) => {
    state = { ...state, ...patch };
    listeners.notify();
  };

  const cancelAutoClose = () => {
    autoClose?.abort();
    autoClose = null;
  };

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    open() {
      if ((state.alertSent && !repeatable) || state.phase !== 'closed') return;
      update({ phase: 'editing', template: defaultTemplate });
    },
    setTemplate(template) {
      if (state.phase === 'editing') update({ template });
    },
    close() {
      cancelAutoClose();
      if (state.phase !== 'closed') update({ phase: 'closed' });
    },
    send(sent = recipients.length) {
      if (state.phase !== 'editing') return null;
      update({ phase: 'sent', alertSent: true });
      const controller = new AbortController();
      autoClose = controller;
      sleep(delays.reminderAutoClose, controller.signal).then(
        () => {
          if (autoClose === controller) {
            autoClose = null;
            update({ phase: 'closed' });
          }
        },
        () => {},
      );
      return advisorToasts.reminderSent(sent);
    },
    dispose: cancelAutoClose,
  };
}
