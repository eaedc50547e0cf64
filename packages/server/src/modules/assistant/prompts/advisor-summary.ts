import { advisorSummarySchema, type ChatTurn, type Locale } from '@puente/core';
import type { AnswerShape, PromptMessage } from '../assistant-provider';
import { type ProfileFacts, profileParagraphs } from './student-profile';
import { chatPrompt } from './system';

export const ADVISOR_SUMMARY_PROMPT_VERSION = 1;

/** The summary card's four points, as JSON schema for the provider and valibot for us. */
export const ADVISOR_SUMMARY_SHAPE: AnswerShape<{ points: string[] }> = {
  name: 'advisor_summary',
  jsonSchema: {
    type: 'object',
    properties: {
      points: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 },
    },
    required: ['points'],
    additionalProperties: false,
  },
  schema: advisorSummarySchema,
};

/** The ended advisor chat's summary: the conversation and the profile, four points back. */
export function advisorSummaryPrompt({
  history,
  profile,
  locale,
}: {
  history: readonly ChatTurn[];
  profile: ProfileFacts | null;
  locale: Locale;
}): PromptMessage[] {
  const transcript = history
    .map((turn) => `${turn.sender === 'user' ? 'Student' : 'Advisor'}: ${turn.content}`)
    .join('\n');
  const task = [
    'Summarise the chat below for the student in exactly four short points (one sentence each), addressed to them as "you": what they want, what decides the right pathway, what matters to them and their family, and one next step.',
    'Answer as JSON: {"points": ["…", "…", "…", "…"]}.',
    ...profileParagraphs(profile),
  ];
  return chatPrompt(locale, task, transcript);
}
