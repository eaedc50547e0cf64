import { createParentChatSession, isStreamingAssistant, type ParentChild } from '@puente/core';
import { useLocale } from '@puente/ui/i18n';
import { useAssistant, useClock, useCoreStore } from '@puente/ui/providers';

/**
 * The parent chat session of core (the provider's assistant and its delay),
 * about `child` when given, as React state. A new child needs a new mount.
 */
export function useParentChat(child?: ParentChild) {
  const assistant = useAssistant();
  const locale = useLocale();
  const clock = useClock();
  const [state, session] = useCoreStore(() =>
    createParentChatSession({ assistant, locale, clock, ...(child ? { child } : {}) }),
  );
  /** A reply on its way can be stopped (a model's, not the canned one's). */
  return { state, session, canStop: state.typing && isStreamingAssistant(assistant) };
}
