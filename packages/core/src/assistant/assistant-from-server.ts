import type { Assistant } from './assistant';
import { isStreamingAssistant } from './assistant-error';
import { isLazyAssistant, type LazyAssistant } from './lazy-assistant';
import type { ServerAssistantOptions } from './server-assistant';

/**
 * `resolveAssistant` put off to `preload()` (a screen with an assistant
 * mounting: `useAssistant`) or the first call, its code too: a page with no
 * "AI" on it never asks the server which one answers, and a page asks once,
 * however many parts use it. `streams` is true once the server's assistant
 * was chosen, so a chat knows before the first question whether it can Stop.
 */
export function createAssistantFromServer(options: ServerAssistantOptions): LazyAssistant {
  let chosen: Assistant | undefined;
  let choosing: Promise<Assistant> | undefined;
  const choose = () => {
    choosing ??= import('./server-assistant')
      .then(({ resolveAssistant }) => resolveAssistant(options))
      .then((assistant) => {
        chosen = assistant;
        return assistant;
      });
    return choosing;
  };
  const call =
    (method: keyof Assistant) =>
    async (...args: unknown[]) =>
      ((await choose())[method] as (...args: unknown[]) => Promise<unknown>)(...args);
  return {
    get streams() {
      return chosen !== undefined && isStreamingAssistant(chosen);
    },
    chatReply: call('chatReply'),
    chatSummary: call('chatSummary'),
    askAboutStudent: call('askAboutStudent'),
    parentReply: call('parentReply'),
    generateOutline: call('generateOutline'),
    regenerateOutline: call('regenerateOutline'),
    reviewStatement: call('reviewStatement'),
    reReviewStatement: call('reReviewStatement'),
    updateCollegeList: call('updateCollegeList'),
    preload: async () => {
      const assistant = await choose();
      if (isLazyAssistant(assistant)) await assistant.preload();
    },
  } as unknown as LazyAssistant;
}
