import { type Assistant, createCannedAssistant, NO_DELAYS } from '@puente/core';

type AssistantCall = (...args: never[]) => Promise<unknown>;

/**
 * The canned assistant, except that the `calls` named wait until the test releases them, the
 * oldest first, to look at the wait; one cancelled meanwhile rejects with its signal's reason.
 */
export function heldAssistant(calls: readonly (keyof Assistant)[]) {
  const canned = createCannedAssistant({ delays: NO_DELAYS });
  const held: (() => void)[] = [];
  const hold =
    (call: AssistantCall) =>
    (...args: never[]) =>
      new Promise((resolve, reject) => {
        const options = args.at(-1) as { signal?: AbortSignal } | undefined;
        options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
        held.push(() => resolve(call(...args)));
      });
  const assistant: Assistant = { ...canned };
  for (const name of calls) Object.assign(assistant, { [name]: hold(canned[name]) });
  return { assistant, release: () => held.shift()?.() };
}
