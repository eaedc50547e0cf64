import { DEFAULT_DELAYS, type Delays } from '@puente/core';
import { createContext, useContext } from 'react';

export const DelaysContext = createContext<Readonly<Delays>>(DEFAULT_DELAYS);

/** SPEC §9's simulated delays, as the nearest PuenteProvider set them. */
export function useDelays(): Readonly<Delays> {
  return useContext(DelaysContext);
}
