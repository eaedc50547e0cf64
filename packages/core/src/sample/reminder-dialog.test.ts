import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELAYS, NO_DELAYS } from '../domain/delays';
import { REMINDER_SENT_LABEL } from '../domain/reminder-dialog-state';
import { REMINDER_RECIPIENTS, STUDENT_NAME_PLACEHOLDER } from './advisor';
import { advisorToasts } from './advisor-toasts';
import { createReminderDialog, reminderPreviews } from './reminder-dialog';

afterEach(() => {
  vi.useRealTimers();
});

describe('reminder dialog', () => {
  it('fills each recipient’s name into the placeholder', () => {
    const previews = reminderPreviews(
      `Dear ${STUDENT_NAME_PLACEHOLDER}, ${STUDENT_NAME_PLACEHOLDER}!`,
      REMINDER_RECIPIENTS,
    );
    expect(previews).toHaveLength(6);
    expect(previews[0]?.message).toBe(
      `Dear ${REMINDER_RECIPIENTS[0]?.name}, ${REMINDER_RECIPIENTS[0]?.name}!`,
    );
  });

  it('opens with the default template, sends once, marks the alert and says so', async () => {
    const dialog = createReminderDialog({ delays: NO_DELAYS });
    dialog.open();
    expect(dialog.getState().phase).toBe('editing');
    dialog.setTemplate('Hi {studentName}');

    const toast = dialog.send();
    expect(toast).toEqual(advisorToasts.reminderSent(6));
    expect(dialog.getState()).toMatchObject({ phase: 'sent', alertSent: true });
    expect(dialog.send()).toBeNull();

    await vi.waitFor(() => expect(dialog.getState().phase).toBe('closed'));
    dialog.open();
    expect(dialog.getState().phase).toBe('closed');
    expect(REMINDER_SENT_LABEL).toBe('Sent');
  });

  it('shows the success message for 2 s, then closes', async () => {
    vi.useFakeTimers();
    const dialog = createReminderDialog();
    dialog.open();
    dialog.send();
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.reminderAutoClose - 1);
    expect(dialog.getState().phase).toBe('sent');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialog.getState().phase).toBe('closed');
  });

  it('closing early cancels the auto-close; closing without sending keeps the alert open', async () => {
    vi.useFakeTimers();
    const dialog = createReminderDialog();
    dialog.open();
    dialog.setTemplate('changed');
    dialog.close();
    expect(dialog.getState()).toMatchObject({ phase: 'closed', alertSent: false });
    dialog.open();
    expect(dialog.getState().template).toContain(STUDENT_NAME_PLACEHOLDER);

    dialog.send();
    dialog.close();
    const listener = vi.fn();
    dialog.subscribe(listener);
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.reminderAutoClose);
    expect(listener).not.toHaveBeenCalled();
    expect(dialog.getState()).toMatchObject({ phase: 'closed', alertSent: true });
  });

  it("a school's dialog opens again after a send, and says how many it reached", () => {
    const dialog = createReminderDialog({ delays: NO_DELAYS, repeatable: true });
    dialog.open();
    expect(dialog.send(4)).toEqual(advisorToasts.reminderSent(4));
    dialog.close();
    dialog.open();
    expect(dialog.getState().phase).toBe('editing');
  });
});
