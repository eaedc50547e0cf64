import { advisorChat, createAdvisorChatSession, isStreamingAssistant } from '@puente/core';
import { useLocale } from '@puente/ui/i18n';
import { useAssistant, useCoreStore, useDelays } from '@puente/ui/providers';

/** The advisor chat session of core (SPEC §4 timings from the provider), as React state. */
export function useAdvisorChat() {
  const assistant = useAssistant();
  const delays = useDelays();
  const locale = useLocale();
  const [state, session] = useCoreStore(() =>
    createAdvisorChatSession({ assistant, delays, locale }),
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
