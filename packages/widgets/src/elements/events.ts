import type { FoundationProgram, WaitlistEntry } from '@puente/core';

/** Detail of `puente-ready`: which element finished its first render. */
export interface PuenteReadyDetail {
  tagName: string;
}

/**
 * Every DOM event a Puente element dispatches, with its detail type. All
 * bubble and are composed, so a page can listen on `document`.
 */
export interface PuenteEventMap {
  'puente-ready': PuenteReadyDetail;
  'puente-waitlist-joined': WaitlistEntry;
  /** A visitor added a programme to their selection in the programme finder: the programme. */
  'puente-programme-selected': FoundationProgram;
}

export type PuenteEventName = keyof PuenteEventMap;

declare global {
  interface HTMLElementEventMap {
    'puente-ready': CustomEvent<PuenteReadyDetail>;
    'puente-waitlist-joined': CustomEvent<WaitlistEntry>;
    'puente-programme-selected': CustomEvent<FoundationProgram>;
  }
}
