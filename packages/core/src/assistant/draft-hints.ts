/**
 * The first draft's feedback hints (SPEC §5): shown once any section holds
 * more than 20 characters (`showsDraftHints`), as the canned assistant's
 * advice while the student writes.
 */
export const DRAFT_HINTS: readonly string[] = [
  'Keep each paragraph to one idea, and open it with a sentence that says what that idea is.',
  'Show rather than tell: a short example of what you did beats a list of qualities.',
  'Say what each experience taught you and how it prepares you for the course.',
  'Use your own voice: write as you would explain it to a teacher you trust.',
];
