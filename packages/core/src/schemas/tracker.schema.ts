/**
 * Where a student is with one chosen programme (docs/product/tracker.md):
 * the application tracker's stage and the steps the student ticked. UCAS's
 * words: a firm and an insurance choice are accepted offers.
 */
export const TRACKER_STAGES = [
  'researching',
  'preparing',
  'submitted',
  'offer',
  'firm',
  'insurance',
  'declined',
  'unsuccessful',
] as const;

export type TrackerStage = (typeof TRACKER_STAGES)[number];

export const OFFER_KINDS = ['conditional', 'unconditional'] as const;

export type OfferKind = (typeof OFFER_KINDS)[number];

/** The English test the student took: an IELTS-scale overall score and the day. */
export interface EnglishTest {
  /** 0–9 in half bands. */
  score: number;
  /** 'YYYY-MM-DD'. */
  takenOn: string;
}

/** One selection's tracker, as the API answers it. */
export interface ApplicationTracker {
  stage: TrackerStage;
  /** 'YYYY-MM-DD' once the application is submitted (the student ticks it). */
  submittedOn: string | null;
  /** The offer's kind once the stage is offer, firm or insurance. */
  offer: OfferKind | null;
  /** A conditional offer's conditions, as the university wrote them. */
  conditions: string | null;
  documentsGathered: boolean;
  englishTest: EnglishTest | null;
}

/** The tracker of a programme the student has just chosen. */
export const NEW_TRACKER: ApplicationTracker = Object.freeze({
  stage: 'researching',
  submittedOn: null,
  offer: null,
  conditions: null,
  documentsGathered: false,
  englishTest: null,
});
