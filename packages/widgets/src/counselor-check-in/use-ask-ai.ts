import { useLingui } from '@lingui/react';
import { createAskAiSession, type Locale, type StudentProfile } from '@puente/core';
import { useAssistant, useCoreStore } from '../providers';

/** Core's Ask AI session about `student` (answers after the SPEC's 2 s), as React state. */
export function useAskAi(student: StudentProfile) {
  const assistant = useAssistant();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [state, session] = useCoreStore(() => createAskAiSession({ assistant, student, locale }));
  return { state, session };
}
