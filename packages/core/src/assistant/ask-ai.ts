/** The empty state's example questions, one per canned answer. */
export const ASK_AI_EXAMPLE_QUESTIONS = [
  /*i18n*/ 'What pre-med pathways would suit her?',
  /*i18n*/ 'Which programmes fit her interest in robotics?',
  /*i18n*/ 'What other universities should she consider?',
] as const;

/** The note under Ask AI Assistant. */
export const ASK_AI_FOOTNOTE =
  /*i18n*/ "Answers are based on the student's profile and conversation history.";
