import { outlineAnswerSchema } from '@puente/core';
import type { AnswerShape, PromptMessage } from '../assistant-provider';
import { chatPrompt } from './system';

export const STATEMENT_OUTLINE_PROMPT_VERSION = 1;

export interface OutlineSections {
  introduction: string;
  paragraphOne: string;
  paragraphTwo: string;
}

const section = { type: 'string' };

/** The wizard's outline: three sections of guidance. */
export const OUTLINE_SHAPE: AnswerShape<OutlineSections> = {
  name: 'statement_outline',
  jsonSchema: {
    type: 'object',
    properties: { introduction: section, paragraphOne: section, paragraphTwo: section },
    required: ['introduction', 'paragraphOne', 'paragraphTwo'],
    additionalProperties: false,
  },
  schema: outlineAnswerSchema,
};

const QUESTIONS = {
  motivation: 'Why do you want to study this subject?',
  experience: 'What have you done outside class that relates to it?',
  strengths: 'Which skills or qualities will help you succeed?',
  challenge: 'Tell us about a challenge you overcame.',
  goals: 'Why a foundation year in the UK, and what are your goals after it?',
} as const;

export interface OutlineInput {
  answers: Partial<Record<keyof typeof QUESTIONS, string | undefined>>;
  programme?: string | undefined;
  /** With `feedback`: Regenerate Outline. */
  outline?: OutlineSections | undefined;
  feedback?: string | undefined;
}

/**
 * The statement wizard's outline from the questionnaire and the chosen
 * programme; with an outline and feedback, its regeneration. The outline is
 * for UCAS, so it is English whatever the student reads.
 */
export function statementOutlinePrompt({
  answers,
  programme,
  outline,
  feedback,
}: OutlineInput): PromptMessage[] {
  const task = [
    'Write an outline for the student’s UK personal statement: guidance for an introduction and two paragraphs, each two or three sentences that tell the student what to write, quoting their own answers where they help. Do not write the statement itself.',
    'The outline is for UCAS: write it in British English, whatever language the student uses.',
    'Answer as JSON: {"introduction": "…", "paragraphOne": "…", "paragraphTwo": "…"}.',
  ];
  const questionnaire = (Object.keys(QUESTIONS) as (keyof typeof QUESTIONS)[])
    .map((id) => `${QUESTIONS[id]}\n${answers[id]?.trim() || '(not answered)'}`)
    .join('\n\n');
  const asks = [
    programme ? `Chosen programme: ${programme}` : 'No programme chosen yet.',
    questionnaire,
  ];
  if (outline && feedback) {
    asks.push(
      `The current outline:\nIntroduction: ${outline.introduction}\nParagraph one: ${outline.paragraphOne}\nParagraph two: ${outline.paragraphTwo}`,
      `Rewrite it with the student's feedback: ${feedback}`,
    );
  }
  // Whatever the student reads: the outline has no explanation apart from itself.
  return chatPrompt('en-GB', task, asks.join('\n\n'));
}
