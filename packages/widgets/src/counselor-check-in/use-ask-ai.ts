import { createAskAiSession, isStreamingAssistant, type StudentProfile } from '@puente/core';
import { useLocale } from '@puente/ui/i18n';
import { useAssistant, useCoreStore } from '@puente/ui/providers';

/** Core's Ask AI session about `student` (answers after the SPEC's 2 s), as React state. */
export function useAskAi(student: StudentProfile) {
  const assistant = useAssistant();
  const locale = useLocale();
  const [state, session] = useCoreStore(() => createAskAiSession({ assistant, student, locale }));
  return {
    state,
    session,
    /** An answer on its way can be stopped (a model's, not the canned one's). */
    canStop: state.pendingQuestion !== null && isStreamingAssistant(assistant),
  };
}
