export interface ToastText {
  title: string;
  description: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The advisor dashboard's placeholder toasts (SPEC §8); none performs a real action. */
export const advisorToasts = {
  reminderSent: (recipients: number): ToastText => ({
    title: /*i18n*/ 'Reminder sent successfully',
    description: `Reminder sent to ${plural(recipients, 'student')}.`,
  }),
  campaignLaunched: (questions: number): ToastText => ({
    title: /*i18n*/ 'Learning Campaign Launched',
    description: `Campaign with ${plural(questions, 'question')} sent to students.`,
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
    description: `Opening the transcript for ${studentName}.`,
  }),
  bulkAction: (): ToastText => ({
    title: /*i18n*/ 'Bulk Action',
    description: /*i18n*/ 'Opening the bulk transcript review interface.',
  }),
};
