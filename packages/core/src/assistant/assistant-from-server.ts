import type { Assistant } from './assistant';
import { isStreamingAssistant } from './assistant-error';
import { isLazyAssistant, type LazyAssistant } from './lazy-assistant';
import type { ServerAssistantOptions } from './server-assistant';

/** `createAssistantFromServer`'s assistant, which a change of who is signed in makes ask again. */
export interface AssistantFromServer extends LazyAssistant {
  /**
   * Who is signed in changed (a login, registration or logout): the next
   * call or preload asks the server again, since its answer is the session's.
   */
  forget(): void;
}

/**
 * `resolveAssistant` put off to `preload()` (a screen with an assistant
 * mounting: `useAssistant`) or the first call, its code too: a page with no
 * "AI" on it never asks the server which one answers, and a page asks once,
 * however many parts use it. `streams` is true once the server's assistant
 * was chosen, so a chat knows before the first question whether it can Stop.
 */
export function createAssistantFromServer(options: ServerAssistantOptions): AssistantFromServer {
  let chosen: Assistant | undefined;
  let choosing: Promise<Assistant> | undefined;
  const choose = () => {
    if (choosing) return choosing;
    const asking = import('./server-assistant')
      .then(({ resolveAssistant }) => resolveAssistant(options))
      .then((assistant) => {
        // An answer for the session before a sign-in or sign-out is not kept.
        if (choosing === asking) chosen = assistant;
        return assistant;
      });
    choosing = asking;
    return asking;
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
    forget: () => {
      chosen = undefined;
      choosing = undefined;
    },
  } as unknown as AssistantFromServer;
}
