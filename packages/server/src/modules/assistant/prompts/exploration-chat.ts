import type { ChatTurn, Locale } from '@puente/core';
import type { PromptMessage } from '../assistant-provider';
import { type ProfileFacts, profileParagraphs } from './student-profile';
import { chatPrompt } from './system';

export const EXPLORATION_CHAT_PROMPT_VERSION = 1;

export interface ExplorationChatInput {
  history: readonly ChatTurn[];
  message: string;
  profile: ProfileFacts | null;
  locale: Locale;
}

/** The exploration advisor's next reply: the chat so far and the student's profile. */
export function explorationChatPrompt({
  history,
  message,
  profile,
  locale,
}: ExplorationChatInput): PromptMessage[] {
  const task = [
    'You are the exploration advisor: help the student find out whether a UK foundation year is their right next step. Ask one question at a time about their subjects, career ideas, city or campus life, costs and funding, and English tests.',
    'Reply in at most 120 words.',
    ...profileParagraphs(profile),
  ];
  return chatPrompt(locale, task, message, history);
}
