import {
  type Locale,
  reviewAnswerSchema,
  STATEMENT_MAX_CHARACTERS,
  STATEMENT_MAX_LINES,
  UCAS_2026_ANSWER_MIN_CHARACTERS,
  UCAS_2026_QUESTIONS,
} from '@puente/core';
import type { AnswerShape, PromptMessage } from '../assistant-provider';
import { chatPrompt, languageName } from './system';

export const STATEMENT_REVIEW_PROMPT_VERSION = 1;

export interface ReviewComments {
  comments: { paragraph: number; type: 'suggestion' | 'improvement' | 'praise'; text: string }[];
}

/** Comments on numbered paragraphs. */
export const REVIEW_SHAPE: AnswerShape<ReviewComments> = {
  name: 'statement_review',
  jsonSchema: {
    type: 'object',
    properties: {
      comments: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            paragraph: { type: 'integer' },
            type: { type: 'string', enum: ['suggestion', 'improvement', 'praise'] },
            text: { type: 'string' },
          },
          required: ['paragraph', 'type', 'text'],
          additionalProperties: false,
        },
      },
    },
    required: ['comments'],
    additionalProperties: false,
  },
  schema: reviewAnswerSchema,
};

/** The rules of the format the statement follows. */
export function formatRules(format: 'free' | 'ucas-2026'): string {
  if (format === 'ucas-2026') {
    return [
      `UCAS 2026 format: three answers of at least ${UCAS_2026_ANSWER_MIN_CHARACTERS} characters each, ${STATEMENT_MAX_CHARACTERS.toLocaleString('en-GB')} characters in all, to these questions:`,
      ...UCAS_2026_QUESTIONS.map((question, index) => `${index + 1}. ${question}`),
    ].join('\n');
  }
  return `One statement of at most ${STATEMENT_MAX_CHARACTERS.toLocaleString('en-GB')} characters and ${STATEMENT_MAX_LINES} lines.`;
}

/**
 * Generate Feedback and Re-Review: the statement and its format's rules. The
 * statement stays as written (English, for UCAS); the comments explain in the
 * student's language.
 */
export function statementReviewPrompt({
  text,
  format,
  locale,
}: {
  text: string;
  format: 'free' | 'ucas-2026';
  locale: Locale;
}): PromptMessage[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const task = [
    'Review the student’s personal statement for a UK university application. Comment on at most one point per paragraph: praise what works, suggest what to add, or say what to improve. Do not rewrite the statement.',
    formatRules(format),
    `Write each comment in ${languageName(locale)}; quote the statement in English as it is.`,
    'Answer as JSON: {"comments": [{"paragraph": 1, "type": "praise" | "suggestion" | "improvement", "text": "…"}]}.',
  ];
  return chatPrompt(
    locale,
    task,
    paragraphs.map((paragraph, index) => `[${index + 1}] ${paragraph}`).join('\n\n'),
  );
}
