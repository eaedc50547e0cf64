/** The empty state's example questions, one per canned answer. */
export const ASK_AI_EXAMPLE_QUESTIONS = [
  'What pre-med pathways would suit her?',
  'Which programmes fit her interest in robotics?',
  'What other universities should she consider?',
] as const;

/** The note under Ask AI Assistant. */
export const ASK_AI_FOOTNOTE =
  "Answers are based on the student's profile and conversation history.";
