import { generateOutline, type QuestionnaireAnswers } from '@puente/core';
import { EMPTY_WIZARD, type WizardState } from '@puente/widgets';

/** The wizard on its outline step: `answers` given, and the outline the assistant made of them. */
export const atOutlineOf = (answers: QuestionnaireAnswers): WizardState => ({
  ...EMPTY_WIZARD,
  step: 'outline',
  answers,
  outline: generateOutline(answers),
});
