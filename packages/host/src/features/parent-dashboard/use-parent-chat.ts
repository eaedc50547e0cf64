import { createParentChatSession } from '@puente/core';
import { useAssistant, useCoreStore } from '@puente/ui/providers';

/** The parent chat session of core (the provider's assistant and its delay), as React state. */
export function useParentChat() {
  const assistant = useAssistant();
  const [state, session] = useCoreStore(() => createParentChatSession({ assistant }));
  return { state, session };
}
