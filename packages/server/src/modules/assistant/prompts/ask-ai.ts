import type { ChatTurn, Locale } from '@puente/core';
import type { PromptMessage } from '../assistant-provider';
import { type ProfileFacts, profileParagraphs } from './student-profile';
import { type ProgrammeFacts, programmeLines } from './student-programmes';
import { chatPrompt } from './system';

export const ASK_AI_PROMPT_VERSION = 2;

export interface AskAiInput {
  question: string;
  /** The counselor's earlier questions about this student and their answers, oldest first. */
  history?: readonly ChatTurn[];
  /** What the counselor may see of the student, by named fields only. */
  profile: ProfileFacts | null;
  programmes: readonly ProgrammeFacts[];
  /** The school's context for Ask AI (`schoolContext`), entries in order. */
  school: readonly string[];
  locale: Locale;
}

/** A counselor's (or admin's) Ask AI question about one of their school's students. */
export function askAiPrompt({
  question,
  history = [],
  profile,
  programmes,
  school,
  locale,
}: AskAiInput): PromptMessage[] {
  const task = [
    'This time you are answering a school counselor (staff), not a student: they ask about one of their students to prepare a check-in. Answer the counselor directly, from the facts below; say so when the facts do not answer the question, and do not guess about the student. Suggest one or two concrete next steps when it helps.',
    'Reply in at most 150 words.',
    ...profileParagraphs(profile),
    'The programmes the student chose:',
    programmeLines(programmes),
    'What the school tells Puente about itself:',
    school.length > 0 ? school.map((entry) => `- ${entry}`).join('\n') : 'Nothing yet.',
  ];
  return chatPrompt(locale, task, question, history);
}
