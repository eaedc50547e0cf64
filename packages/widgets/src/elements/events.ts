import type {
  FoundationProgram,
  StatementFormat,
  StatementProgress,
  WaitlistEntry,
} from '@puente/core';

/** Detail of `puente-ready`: which element finished its first render. */
export interface PuenteReadyDetail {
  tagName: string;
}

/** Detail of `puente-statement-change`: the statement after the edit, and its counters. */
export interface StatementChangeDetail {
  format: StatementFormat;
  /** The free-format text (kept while the UCAS answers are shown, and the other way round). */
  text: string;
  /** The three UCAS 2026 answers, in order. */
  answers: string[];
  progress: StatementProgress;
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
  /** The student edited the statement builder's text, an answer or the format. */
  'puente-statement-change': StatementChangeDetail;
  /** The student shared the advisor chat's summary: its points. */
  'puente-chat-summary': string[];
}

export type PuenteEventName = keyof PuenteEventMap;

declare global {
  interface HTMLElementEventMap {
    'puente-ready': CustomEvent<PuenteReadyDetail>;
    'puente-waitlist-joined': CustomEvent<WaitlistEntry>;
    'puente-programme-selected': CustomEvent<FoundationProgram>;
    'puente-statement-change': CustomEvent<StatementChangeDetail>;
    'puente-chat-summary': CustomEvent<string[]>;
  }
}
