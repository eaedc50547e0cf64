import { createAskAiSession, type StudentProfile } from '@puente/core';
import { useAssistant, useCoreStore } from '../providers';

/** Core's Ask AI session about `student` (answers after the SPEC's 2 s), as React state. */
export function useAskAi(student: StudentProfile) {
  const assistant = useAssistant();
  const [state, session] = useCoreStore(() => createAskAiSession({ assistant, student }));
  return { state, session };
}
