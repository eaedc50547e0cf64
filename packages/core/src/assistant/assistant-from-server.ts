import type { Assistant } from './assistant';
import { isStreamingAssistant } from './assistant-error';
import type { ServerAssistantOptions } from './server-assistant';

/**
 * `resolveAssistant` put off to the first call, its code too: a page whose visitor never
 * asks the "AI" never asks the server which one answers. `streams` is true
 * once the server's assistant was chosen.
 */
export function createAssistantFromServer(options: ServerAssistantOptions): Assistant {
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
  } as unknown as Assistant;
}
