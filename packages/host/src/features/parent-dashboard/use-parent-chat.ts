import { useLingui } from '@lingui/react';
import {
  createParentChatSession,
  isStreamingAssistant,
  localeOf,
  type ParentChild,
} from '@puente/core';
import { useAssistant, useClock, useCoreStore } from '@puente/ui/providers';

/**
 * The parent chat session of core (the provider's assistant and its delay),
 * about `child` when given, as React state. A new child needs a new mount.
 */
export function useParentChat(child?: ParentChild) {
  const assistant = useAssistant();
  // Read at each question: a language switched mid-chat answers in the new one.
  const { i18n } = useLingui();
  const clock = useClock();
  const [state, session] = useCoreStore(() =>
    createParentChatSession({
      assistant,
      locale: () => localeOf(i18n.locale),
      clock,
      ...(child ? { child } : {}),
    }),
  );
  /** A reply on its way can be stopped (a model's, not the canned one's). */
  return { state, session, canStop: state.typing && isStreamingAssistant(assistant) };
}
