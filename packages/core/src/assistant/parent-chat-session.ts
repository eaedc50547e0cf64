import { createListeners, type Store } from '../domain/store';
import type { Message } from '../i18n/message';
import type { ChatTurn } from '../schemas/assistant.schema';
import type { Assistant } from './assistant';
import {
  PARENT_WELCOME,
  type ParentChatMessage,
  type ParentChild,
  showsParentExamples,
} from './parent-replies';
import { inLocale, type SessionLocale } from './session-locale';

export interface ParentChatState {
  messages: readonly ParentChatMessage[];
  /** The typing indicator: a reply is on its way. */
  typing: boolean;
  /** A model's reply so far, as it is written ('' until the first words). */
  replySoFar: string;
  /** Example questions show only while the chat holds only the welcome (SPEC §4). */
  showsExamples: boolean;
}

export interface ParentChatSession extends Store<ParentChatState> {
  /**
   * Appends the parent's message, shows the typing indicator until the
   * assistant's reply arrives, then appends the reply. Blank text, or a reply
   * still on its way, does nothing. Resolves false when the reply was
   * stopped (the message is the parent's to keep); rejects when the
   * assistant failed.
   */
  send(text: string): Promise<boolean>;
  /** Stops the reply on its way (a model's): `send` then resolves false. */
  stop(): void;
  /** Stops a reply still on its way (e.g. on unmount). */
  dispose(): void;
}

export interface ParentChatSessionOptions {
  /** Its `parentReply` carries the SPEC's 1.5 s delay. */
  assistant: Pick<Assistant, 'parentReply'>;
  /** The parent's own child, whom the assistant answers about. */
  child?: ParentChild;
  /** The parent's language, for a model's replies and the canned one's dates (a getter: the page's language now). */
  locale?: SessionLocale;
  /** The site's clock: the canned reply's deadlines count from the day the parent asks. */
  clock?: () => Date;
}

/** The chat so far without the welcome, and without canned replies (with values: no text to send). */
const earlierTurns = (messages: readonly ParentChatMessage[]): ChatTurn[] =>
  messages
    .filter((message) => message.id !== PARENT_WELCOME.id && !message.values)
    .map(({ sender, content }) => ({ sender: sender === 'parent' ? 'user' : 'bot', content }));

/** The parent dashboard's 'Ask the assistant' chat as a small store. */
export function createParentChatSession({
  assistant,
  child,
  locale,
  clock,
}: ParentChatSessionOptions): ParentChatSession {
  let nextId = 1;
  const withExamples = (messages: readonly ParentChatMessage[], typing: boolean) => ({
    messages,
    typing,
    replySoFar: '',
    showsExamples: showsParentExamples(messages),
  });
  let state: ParentChatState = withExamples([PARENT_WELCOME], false);
  const listeners = createListeners();
  let pending: AbortController | null = null;
  let disposed = false;

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
      if (message === '' || state.typing) return false;
      const earlier = earlierTurns(state.messages);
      append(message, 'parent', true);
      const controller = new AbortController();
      pending = controller;
      let reply: Message;
      try {
        reply = await assistant.parentReply(message, {
          earlier,
          signal: controller.signal,
          onText: (soFar) => update({ ...state, replySoFar: soFar }),
          ...(child ? { child } : {}),
          ...inLocale(locale),
          ...(clock ? { today: clock() } : {}),
        });
      } catch (error) {
        if (disposed) return false;
        if (pending === controller) pending = null;
        // The message leaves the log: it goes back in the box, to send again.
        update(withExamples(state.messages.slice(0, -1), false));
        if (controller.signal.aborted) return false;
        throw error;
      }
      pending = null;
      append(reply.id, 'bot', false, reply.values);
      return true;
    },
    stop: () => pending?.abort(),
    dispose() {
      disposed = true;
      pending?.abort();
      pending = null;
      if (state.typing) update({ ...state, typing: false, replySoFar: '' });
    },
  };
}
