import { useLingui } from '@lingui/react';
import {
  createAskAiSession,
  isStreamingAssistant,
  localeOf,
  type StudentProfile,
} from '@puente/core';
import { useAssistant, useCoreStore } from '@puente/ui/providers';

/** Core's Ask AI session about `student` (answers after the SPEC's 2 s), as React state. */
export function useAskAi(student: StudentProfile) {
  const assistant = useAssistant();
  // Read at each question: a language switched mid-chat answers in the new one.
  const { i18n } = useLingui();
  const [state, session] = useCoreStore(() =>
    createAskAiSession({ assistant, student, locale: () => localeOf(i18n.locale) }),
  );
  return {
    state,
    session,
    /** An answer on its way can be stopped (a model's, not the canned one's). */
    canStop: state.pendingQuestion !== null && isStreamingAssistant(assistant),
  };
}
