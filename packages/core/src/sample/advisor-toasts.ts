import type { Message } from '../i18n/message';

/** A toast's title and description, for the interface to say in its language. */
export interface ToastText {
  title: string;
  description: string | Message;
}

/** The advisor dashboard's placeholder toasts (SPEC §8); none performs a real action. */
export const advisorToasts = {
  reminderSent: (recipients: number): ToastText => ({
    title: /*i18n*/ 'Reminder sent successfully',
    description: {
      id: /*i18n*/ 'Reminder sent to {count, plural, one {# student} other {# students}}.',
      values: { count: recipients },
    },
  }),
  /** Students a send left out: they already had the day's most reminders. */
  remindersSkipped: (students: number): ToastText => ({
    title: /*i18n*/ 'Some students were skipped',
    description: {
      id: /*i18n*/ '{count, plural, one {# student has} other {# students have}} already had the most reminders for today.',
      values: { count: students },
    },
  }),
  campaignLaunched: (questions: number): ToastText => ({
    title: /*i18n*/ 'Learning Campaign Launched',
    description: {
      id: /*i18n*/ 'Campaign with {count, plural, one {# question} other {# questions}} sent to students.',
      values: { count: questions },
    },
  }),
  openingSynergy: (): ToastText => ({
    title: /*i18n*/ 'Opening Synergy',
    description: /*i18n*/ 'Redirecting to the student information system...',
  }),
  reviewingPatterns: (): ToastText => ({
    title: /*i18n*/ 'Reviewing Patterns',
    description: /*i18n*/ 'Looking at attendance and grades together for the flagged students.',
  }),
  openingTranscript: (studentName: string): ToastText => ({
    title: /*i18n*/ 'Opening Transcript',
    description: {
      id: /*i18n*/ 'Opening the transcript for {name}.',
      values: { name: studentName },
    },
  }),
  bulkAction: (): ToastText => ({
    title: /*i18n*/ 'Bulk Action',
    description: /*i18n*/ 'Opening the bulk transcript review interface.',
  }),
};
