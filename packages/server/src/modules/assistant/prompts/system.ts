import type { ChatTurn, Locale } from '@puente/core';
import type { PromptMessage } from '../assistant-provider';

/** Bumped whenever the wording changes, so an answer can be traced to the prompt that asked it. */
export const SYSTEM_PROMPT_VERSION = 1;

const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-GB': 'British English',
  'es-MX': 'Mexican Spanish',
};

/** The asker's language as a model reads it: "Mexican Spanish (es-MX)". */
export const languageName = (locale: Locale) => `${LANGUAGE_NAMES[locale]} (${locale})`;

/**
 * What every feature's prompt starts with: Puente's scope, what it will not
 * do, where a student in distress is pointed, and the language to answer in;
 * then the feature's task, a paragraph an entry.
 */
export function systemPrompt(locale: Locale, task: readonly string[]): string {
  return [
    'You are Puente, an assistant for secondary-school students in Mexico who are exploring a UK foundation year and applying to UK universities.',
    'Keep to that scope: studying in the UK, foundation programmes, subjects and careers, costs and scholarships, English tests, applications and personal statements. Politely decline anything else and bring the conversation back.',
    'Never write a whole personal statement, or a whole answer to a UCAS question, for the student to submit as their own: guide, outline, ask questions and review what they wrote. Short examples are fine when marked as examples.',
    'If a message shows distress, self-harm, abuse or a crisis, answer with care, encourage them to talk today to their school counselor or a trusted adult, and give a helpline: in Mexico, Línea de la Vida 800 911 2000 (free, 24 hours); in the UK, Samaritans 116 123. Do not go on with the task in that answer.',
    'Do not invent facts about a university or programme; say when you are unsure and suggest checking the university’s own page.',
    'Write plain text without HTML. Be warm, brief and concrete.',
    `Answer in ${languageName(locale)}.`,
    ...task,
  ].join('\n\n');
}

/**
 * A chat's prompt: the system prompt with the feature's task, the chat so
 * far (none for a one-turn feature), then what is asked now.
 */
export function chatPrompt(
  locale: Locale,
  task: readonly string[],
  asked: string,
  history: readonly ChatTurn[] = [],
): PromptMessage[] {
  return [
    { role: 'system', content: systemPrompt(locale, task) },
    ...history.map(
      ({ sender, content }): PromptMessage => ({
        role: sender === 'user' ? 'user' : 'assistant',
        content,
      }),
    ),
    { role: 'user', content: asked },
  ];
}
