import type { ChatTurn, Locale } from '@puente/core';
import type { PromptMessage } from '../assistant-provider';
import { type ProgrammeFacts, programmeLines } from './student-programmes';
import { chatPrompt } from './system';

export const PARENT_REPLY_PROMPT_VERSION = 2;

export interface ParentReplyInput {
  message: string;
  /** The parent's earlier messages and their replies, oldest first. */
  history?: readonly ChatTurn[];
  /** The child's programmes: deadlines, tracker stages and statement status, never its text. */
  programmes: readonly ProgrammeFacts[];
  locale: Locale;
}

/** The parent chat's reply about the parent's own (linked) child. */
export function parentReplyPrompt({
  message,
  history = [],
  programmes,
  locale,
}: ParentReplyInput): PromptMessage[] {
  const task = [
    "This time you are answering a parent, not a student: they ask about their child's applications, costs, deadlines, living abroad, or how to help. Speak to the parent about 'your child'. Answer from the facts below; say so when they do not answer the question. You cannot see or quote the child's personal statement: for its content, suggest they ask their child.",
    'Reply in at most 120 words.',
    "The programmes the parent's child chose:",
    programmeLines(programmes),
  ];
  return chatPrompt(locale, task, message, history);
}
