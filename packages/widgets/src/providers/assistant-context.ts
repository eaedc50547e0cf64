import { type Assistant, createCannedAssistant, DEFAULT_DELAYS } from '@puente/core';
import { createContext, useContext } from 'react';

export const AssistantContext = createContext<Assistant>(
  createCannedAssistant({ delays: DEFAULT_DELAYS }),
);

/** The "AI" of the nearest PuenteProvider: canned with its delays unless one was given. */
export function useAssistant(): Assistant {
  return useContext(AssistantContext);
}
