import { DEFAULT_DELAYS, type Delays } from '../domain/delays';
import { sleep } from '../domain/sleep';
import type { Store } from '../domain/store';
import { ADVISOR_CHAT_TOASTS, type AdvisorChatState, advisorChat } from './advisor-chat-script';
import type { Assistant } from './assistant';
import { AssistantError, isAssistantLimit, isStreamingAssistant } from './assistant-error';
import { inLocale, type SessionLocale } from './session-locale';

// The server's own message is in the student's language already; anything else (offline) gets ours.
const messageOf = (error: unknown) =>
  error instanceof AssistantError ? error.message : ADVISOR_CHAT_TOASTS.failed;

export interface AdvisorChatSession extends Store<AdvisorChatState> {
  /**
   * Sends the student's message and plays the reply: thinking after
   * `chatThinking`, the reply from the assistant, and after the last scripted
   * reply the summary. Blank text, a pending reply or an ended chat do nothing.
   * A reply that fails or is stopped takes the message back: the answer says
   * what to put back in the box, and the assistant's message when it failed.
   */
  send(text: string): Promise<UnsentMessage | undefined>;
  /** Asks for the summary again after it failed (`summaryFailed`); answers why when it fails again. */
  retrySummary(): Promise<UnsentMessage | undefined>;
  /** Stops the reply on its way (an assistant that streams); `send` then answers the message. */
  stop(): void;
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

/** A message whose reply did not come: the text to give back, and why when it failed. */
export interface UnsentMessage {
  text: string;
  /** Why, to show as it is: the server's message in the student's language, or an en-GB id of ours; none when the student stopped it. */
  error?: string;
  /** It failed because a daily limit was reached: `error` says when to come back. */
  limited?: boolean;
}

export interface AdvisorChatSessionOptions {
  assistant: Assistant;
  delays?: Readonly<Delays>;
  /** The student's language, for a model's replies and summary (a getter: the page's language now). */
  locale?: SessionLocale;
}

/** The advisor chat as a small store that plays the SPEC §4 timings. */
export function createAdvisorChatSession({
  assistant,
  delays = DEFAULT_DELAYS,
  locale,
}: AdvisorChatSessionOptions): AdvisorChatSession {
  let state = advisorChat.initial();
  // Its own listener set rather than core's createListeners: this session is in
  // <puente-advisor-chat>'s first render, which has no bytes to spare (pnpm size).
  const listeners = new Set<() => void>();
  const lifetime = new AbortController();
  let reply: AbortController | undefined;

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
    reply = new AbortController();
    const stopped = AbortSignal.any([signal, reply.signal]);
    const answer = await assistant.chatReply(history, text, {
      ...inLocale(locale),
      signal: stopped,
      onText: (soFar) => update(advisorChat.botWriting(state, soFar)),
    });
    reply = undefined;
    update(advisorChat.botReplied(state, answer));
  }

  // Why a model's answer did not come, for the student (a daily limit is a pause).
  const unsent = (text: string, error: unknown): UnsentMessage =>
    isAssistantLimit(error)
      ? { text, error: error.message, limited: true }
      : { text, error: messageOf(error) };

  /** The summary after the last reply. A model's failure keeps the chat, ready to ask again. */
  async function summarise(): Promise<UnsentMessage | undefined> {
    if (!state.ended || state.summary !== 'not_shown') return;
    if (state.summaryFailed) update({ ...state, summaryFailed: false });
    try {
      const points = await assistant.chatSummary(state.messages, {
        ...inLocale(locale),
        signal: lifetime.signal,
      });
      update(advisorChat.showSummary(state, points));
    } catch (error) {
      if (lifetime.signal.aborted) return;
      // The canned assistant never fails: an error from it is a bug to surface.
      if (!isStreamingAssistant(assistant)) throw error;
      update({ ...state, summaryFailed: true });
      return unsent('', error);
    }
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
        if (lifetime.signal.aborted) return undefined;
        const stopped = reply?.signal.aborted === true;
        reply = undefined;
        // The canned assistant never fails: an error from it is a bug to surface.
        if (!stopped && !isStreamingAssistant(assistant)) throw error;
        update(advisorChat.botFailed(state));
        return stopped ? { text: text.trim() } : unsent(text.trim(), error);
      }
      return summarise();
    },
    retrySummary: summarise,
    stop: () => reply?.abort(),
    editSummary: () => update(advisorChat.editSummary(state)),
    saveSummary: (points) =>
      settle(ADVISOR_CHAT_TOASTS.updated, advisorChat.saveSummary(state, points)),
    cancelEditSummary: () => update(advisorChat.cancelEditSummary(state)),
    shareSummary: () => settle(ADVISOR_CHAT_TOASTS.shared, advisorChat.shareSummary(state)),
    declineSummary: () => settle(ADVISOR_CHAT_TOASTS.declined, advisorChat.declineSummary(state)),
    dispose: () => lifetime.abort(),
  };
}
