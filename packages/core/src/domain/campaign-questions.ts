export interface CampaignQuestion {
  id: number;
  text: string;
}

/** Appends a question (blank by default) with the next free id; SPEC §5 sets no limit. */
export function addCampaignQuestion(
  questions: readonly CampaignQuestion[],
  text = '',
): CampaignQuestion[] {
  const id = questions.reduce((max, question) => Math.max(max, question.id), 0) + 1;
  return [...questions, { id, text }];
}

/** Replaces one question's text. */
export function editCampaignQuestion(
  questions: readonly CampaignQuestion[],
  id: number,
  text: string,
): CampaignQuestion[] {
  return questions.map((question) => (question.id === id ? { ...question, text } : question));
}

/** Removes one question; the list may become empty (no minimum is shown). */
export function removeCampaignQuestion(
  questions: readonly CampaignQuestion[],
  id: number,
): CampaignQuestion[] {
  return questions.filter((question) => question.id !== id);
}
