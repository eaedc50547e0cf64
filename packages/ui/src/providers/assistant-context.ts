import {
  type Assistant,
  createLazyCannedAssistant,
  DEFAULT_DELAYS,
  isLazyAssistant,
} from '@puente/core';
import { createContext, useContext, useEffect } from 'react';

export const AssistantContext = createContext<Assistant>(
  createLazyCannedAssistant({ delays: DEFAULT_DELAYS }),
);

/** The "AI" of the nearest PuenteProvider: canned with its delays unless one was given. */
export function useAssistant(): Assistant {
  const assistant = useContext(AssistantContext);
  // The canned scripts load while the user reads, not when they first ask; a
  // failure shows on that first call instead.
  useEffect(() => {
    if (isLazyAssistant(assistant)) assistant.preload().catch(() => {});
  }, [assistant]);
  return assistant;
}
