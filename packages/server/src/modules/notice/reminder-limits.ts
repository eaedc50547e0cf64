import type { ReminderLimits } from '../../config';
import type { MessageWithValues } from '../../errors';
import type { Attempt, RateRule } from '../rate-limit/rate-limiter';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const tooManyReminders = (minutes: number): MessageWithValues => ({
  id: /*i18n*/ 'You have sent many reminders this hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  values: { minutes },
});

/** The counters a reminder or campaign charges: its sender per hour, each student per day. */
export function reminderRules(limits: ReminderLimits) {
  const sender: RateRule = {
    name: 'reminders:sender',
    limit: limits.perCounselor,
    windowMs: HOUR_MS,
  };
  const student: RateRule = {
    name: 'reminders:student',
    limit: limits.perStudent,
    windowMs: DAY_MS,
  };
  return {
    sender: (id: number): Attempt => ({ rule: sender, subject: String(id) }),
    student: (id: number): Attempt => ({ rule: student, subject: String(id) }),
  };
}
