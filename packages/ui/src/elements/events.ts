import type {
  FoundationProgramme,
  StatementFormat,
  StatementProgress,
  TimelineStep,
  WaitlistEntry,
} from '@puente/core';

/** Detail of `puente-ready`: which element finished its first render. */
export interface PuenteReadyDetail {
  tagName: string;
}

/**
 * Detail of `puente-error`: an element could not load its code (`script`) or
 * its data (`data`), or the loader could not start (`loader`: dispatched on
 * `document`, `tagName` empty, by the loader or by the page's `onerror` on
 * the loader's script); `message` says what to check.
 */
export interface PuenteErrorDetail {
  tagName: string;
  reason: 'script' | 'data' | 'loader';
  message: string;
}

/** Detail of `puente-timeline-step`: the step whose action the student activated, and which action. */
export interface PuenteTimelineStepDetail
  extends Pick<TimelineStep, 'id' | 'title' | 'status' | 'date'> {
  action: 'Complete' | 'Edit';
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
  /** The element could not load its code or its data. */
  'puente-error': PuenteErrorDetail;
  'puente-waitlist-joined': WaitlistEntry;
  /** The student activated a timeline step's action (the personal statement's Complete / Edit). */
  'puente-timeline-step': PuenteTimelineStepDetail;
  /** A visitor picked a programme in the programme finder (kept on the page until they take it to Puente): the programme. */
  'puente-programme-selected': FoundationProgramme;
  /** A visitor un-picked a programme in the programme finder: the programme. */
  'puente-programme-deselected': FoundationProgramme;
  /** The student shared the advisor chat's summary: its points. */
  'puente-chat-summary': string[];
  /** The student edited the statement builder's text, an answer or the format. */
  'puente-statement-change': StatementChangeDetail;
}

export type PuenteEventName = keyof PuenteEventMap;

/** Each Puente event as the DOM types it, so `addEventListener` knows every detail. */
type PuenteEvents = { [Name in PuenteEventName]: CustomEvent<PuenteEventMap[Name]> };

declare global {
  interface HTMLElementEventMap extends PuenteEvents {}
  interface DocumentEventMap extends PuenteEvents {}
  interface WindowEventMap extends PuenteEvents {}
}
