import { useLingui } from '@lingui/react';
import {
  advisorChat,
  createAdvisorChatSession,
  isStreamingAssistant,
  localeOf,
} from '@puente/core';
import { useAssistant, useCoreStore, useDelays } from '@puente/ui/providers';

/** The advisor chat session of core (SPEC §4 timings from the provider), as React state. */
export function useAdvisorChat() {
  const assistant = useAssistant();
  const delays = useDelays();
  // Read at each question: a language switched mid-chat answers in the new one.
  const { i18n } = useLingui();
  const [state, session] = useCoreStore(() =>
    createAdvisorChatSession({ assistant, delays, locale: () => localeOf(i18n.locale) }),
  );
  return {
    state,
    session,
    transcript: advisorChat.transcript(state),
    /** A reply on its way can be stopped (a model's, not the canned one's). */
    canStop: state.awaitingReply && isStreamingAssistant(assistant),
    /** The last line was said; the summary is on its way (SPEC: 1 s later). */
    preparingSummary: state.ended && state.summary === 'not_shown' && !state.summaryFailed,
  };
}
