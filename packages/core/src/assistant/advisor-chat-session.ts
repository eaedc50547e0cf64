import { DEFAULT_DELAYS, type Delays } from '../domain/delays';
import { sleep } from '../domain/sleep';
import type { Store } from '../domain/store';
import { ADVISOR_CHAT_TOASTS, type AdvisorChatState, advisorChat } from './advisor-chat-script';
import type { Assistant } from './assistant';

export interface AdvisorChatSession extends Store<AdvisorChatState> {
  /**
   * Sends the student's message and plays the reply: thinking after
   * `chatThinking`, the reply from the assistant, and after the last scripted
   * reply the summary. Blank text, a pending reply or an ended chat do nothing.
   */
  send(text: string): Promise<void>;
  editSummary(): void;
  /** Answers the toast to show, or null when not editing. */
  saveSummary(points: readonly string[]): string | null;
  cancelEditSummary(): void;
  /** Answers the toast to show, or null when no summary is showing. */
  shareSummary(): string | null;
  /** Answers the toast to show, or null when no summary is showing. */
  declineSummary(): string | null;
  /** Stops any reply still on its way (e.g. on unmount). */
  dispose(): void;
}

export interface AdvisorChatSessionOptions {
  assistant: Assistant;
  delays?: Readonly<Delays>;
}

/** The advisor chat as a small store that plays the SPEC §4 timings. */
export function createAdvisorChatSession({
  assistant,
  delays = DEFAULT_DELAYS,
}: AdvisorChatSessionOptions): AdvisorChatSession {
  let state = advisorChat.initial();
  // Its own listener set rather than core's createListeners: this session is in
  // <puente-advisor-chat>'s first render, which has no bytes to spare (pnpm size).
  const listeners = new Set<() => void>();
  const lifetime = new AbortController();

  const update = (next: AdvisorChatState) => {
    if (next === state) return false;
    state = next;
    for (const listener of listeners) listener();
    return true;
  };

  const settle = (toast: string, next: AdvisorChatState) => (update(next) ? toast : null);

  async function play(text: string, history: AdvisorChatState['messages']) {
    const { signal } = lifetime;
    await sleep(delays.chatThinking, signal);
    update(advisorChat.botThinking(state));
    const reply = await assistant.chatReply(history, text, { signal });
    update(advisorChat.botReplied(state, reply));
    if (!state.ended) return;
    const points = await assistant.chatSummary(state.messages, { signal });
    update(advisorChat.showSummary(state, points));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(text) {
      const history = state.messages;
      if (!update(advisorChat.sendUserMessage(state, text))) return;
      try {
        await play(text.trim(), history);
      } catch (error) {
        if (!lifetime.signal.aborted) throw error;
      }
    },
    editSummary: () => update(advisorChat.editSummary(state)),
    saveSummary: (points) =>
      settle(ADVISOR_CHAT_TOASTS.updated, advisorChat.saveSummary(state, points)),
    cancelEditSummary: () => update(advisorChat.cancelEditSummary(state)),
    shareSummary: () => settle(ADVISOR_CHAT_TOASTS.shared, advisorChat.shareSummary(state)),
    declineSummary: () => settle(ADVISOR_CHAT_TOASTS.declined, advisorChat.declineSummary(state)),
    dispose: () => lifetime.abort(),
  };
}
