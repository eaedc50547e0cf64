export interface ToastText {
  title: string;
  description: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The advisor dashboard's placeholder toasts (SPEC §8); none performs a real action. */
export const advisorToasts = {
  reminderSent: (recipients: number): ToastText => ({
    title: 'Reminder sent successfully',
    description: `Reminder sent to ${plural(recipients, 'student')}.`,
  }),
  campaignLaunched: (questions: number): ToastText => ({
    title: 'Learning Campaign Launched',
    description: `Campaign with ${plural(questions, 'question')} sent to students.`,
  }),
  openingSynergy: (): ToastText => ({
    title: 'Opening Synergy',
    description: 'Redirecting to the student information system...',
  }),
  reviewingPatterns: (): ToastText => ({
    title: 'Reviewing Patterns',
    description: 'Looking at attendance and grades together for the flagged students.',
  }),
  openingTranscript: (studentName: string): ToastText => ({
    title: 'Opening Transcript',
    description: `Opening the transcript for ${studentName}.`,
  }),
  bulkAction: (): ToastText => ({
    title: 'Bulk Action',
    description: 'Opening the bulk transcript review interface.',
  }),
};
