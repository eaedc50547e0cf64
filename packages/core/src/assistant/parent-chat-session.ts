import { createListeners, type Store } from '../domain/store';
import type { Locale } from '../i18n/locale';
import type { Message } from '../i18n/message';
import type { Assistant } from './assistant';
import {
  PARENT_WELCOME,
  type ParentChatMessage,
  type ParentChild,
  showsParentExamples,
} from './parent-replies';

export interface ParentChatState {
  messages: readonly ParentChatMessage[];
  /** The typing indicator: a reply is on its way. */
  typing: boolean;
  /** Example questions show only while the chat holds only the welcome (SPEC §4). */
  showsExamples: boolean;
}

export interface ParentChatSession extends Store<ParentChatState> {
  /**
   * Appends the parent's message, shows the typing indicator until the
   * assistant's reply arrives, then appends the reply. Blank text, or a reply
   * still on its way, does nothing.
   */
  send(text: string): Promise<void>;
  /** Stops a reply still on its way (e.g. on unmount). */
  dispose(): void;
}

export interface ParentChatSessionOptions {
  /** Its `parentReply` carries the SPEC's 1.5 s delay. */
  assistant: Pick<Assistant, 'parentReply'>;
  /** The parent's own child, whom the assistant answers about. */
  child?: ParentChild;
  /** The parent's language, for a model's replies. */
  locale?: Locale;
}

/** The parent dashboard's 'Ask the assistant' chat as a small store. */
export function createParentChatSession({
  assistant,
  child,
  locale,
}: ParentChatSessionOptions): ParentChatSession {
  let nextId = 1;
  const withExamples = (messages: readonly ParentChatMessage[], typing: boolean) => ({
    messages,
    typing,
    showsExamples: showsParentExamples(messages),
  });
  let state: ParentChatState = withExamples([PARENT_WELCOME], false);
  const listeners = createListeners();
  let pending: AbortController | null = null;

  const update = (next: ParentChatState) => {
    state = next;
    listeners.notify();
  };

  const append = (
    content: string,
    sender: ParentChatMessage['sender'],
    typing: boolean,
    values?: Message['values'],
  ) =>
    update(
      withExamples(
        [...state.messages, { id: `m${nextId++}`, content, sender, ...(values ? { values } : {}) }],
        typing,
      ),
    );

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    async send(text) {
      const message = text.trim();
      if (message === '' || state.typing) return;
      append(message, 'parent', true);
      const controller = new AbortController();
      pending = controller;
      let reply: Message;
      try {
        reply = await assistant.parentReply(message, {
          signal: controller.signal,
          ...(child ? { child } : {}),
          ...(locale ? { locale } : {}),
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        update({ ...state, typing: false });
        throw error;
      }
      pending = null;
      append(reply.id, 'bot', false, reply.values);
    },
    dispose() {
      pending?.abort();
      pending = null;
      if (state.typing) update({ ...state, typing: false });
    },
  };
}
