import { createContext, useContext } from 'react';

/** Where a component reads the current time; stories and tests pass a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const ClockContext = createContext<Clock>(systemClock);

/** The nearest PuenteProvider's clock (the system clock unless one was given). */
export function useClock(): Clock {
  return useContext(ClockContext);
}
