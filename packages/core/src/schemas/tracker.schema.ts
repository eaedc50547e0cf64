import * as v from 'valibot';
import { withoutControlCharacters } from './text-characters';

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

/** The longest conditions text a conditional offer keeps. */
export const OFFER_CONDITIONS_MAX = 1000;

/** The message for a stage that moves back (docs/product/tracker.md). */
export const STAGE_BACKWARDS =
  /*i18n*/ 'A stage cannot move back: choose this stage or a later one';
/** The message for a submitted day after today. */
export const SUBMITTED_IN_FUTURE = /*i18n*/ 'The day you submitted cannot be in the future';
/** The message for an English test day after today. */
export const TEST_IN_FUTURE = /*i18n*/ 'The day of your English test cannot be in the future';
/** The message for a stage at or after submitted without its day. */
export const SUBMITTED_DAY_MISSING = /*i18n*/ 'Give the day you submitted your application';
/** The message for an offer stage without the offer's kind. */
export const OFFER_KIND_MISSING =
  /*i18n*/ 'Choose whether the offer is conditional or unconditional';

const ISO_DAY = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const isoDay = (message: string) =>
  v.pipe(v.string(message), v.regex(ISO_DAY, message), v.check(realDay, message));

// Date.parse accepts 2027-02-30 (it rolls over); a real day reads back as itself.
function realDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/**
 * PUT /api/selected-programs/:id/tracker: the student's whole tracker for one
 * selection. The rules that need the current tracker or today (never back, no
 * future days) are core's `checkTrackerChange`.
 */
export const trackerUpdateSchema = v.object({
  stage: v.picklist(TRACKER_STAGES, /*i18n*/ 'Choose a stage from the list'),
  submittedOn: v.nullable(isoDay(/*i18n*/ 'The submitted day must be a date such as 2027-01-15')),
  offer: v.nullable(
    v.picklist(OFFER_KINDS, /*i18n*/ 'Choose whether the offer is conditional or unconditional'),
  ),
  conditions: v.nullable(
    v.pipe(
      v.string(/*i18n*/ 'Offer conditions must be text'),
      v.maxLength(
        OFFER_CONDITIONS_MAX,
        /*i18n*/ 'Offer conditions must be at most 1,000 characters',
      ),
      withoutControlCharacters(/*i18n*/ 'Offer conditions must not contain control characters', {
        textArea: true,
      }),
      v.trim(),
    ),
  ),
  documentsGathered: v.boolean(/*i18n*/ 'Documents gathered must be true or false'),
  englishTest: v.nullable(
    v.object(
      {
        score: v.pipe(
          v.number(/*i18n*/ 'The English test score must be a band from 0 to 9, e.g. 6.5'),
          v.minValue(0, /*i18n*/ 'The English test score must be a band from 0 to 9, e.g. 6.5'),
          v.maxValue(9, /*i18n*/ 'The English test score must be a band from 0 to 9, e.g. 6.5'),
          v.check(
            (score) => Number.isInteger(score * 2),
            /*i18n*/ 'The English test score must be a band from 0 to 9, e.g. 6.5',
          ),
        ),
        takenOn: isoDay(/*i18n*/ 'The English test day must be a date such as 2027-01-15'),
      },
      /*i18n*/ 'Give the English test score and its day',
    ),
  ),
});

export type TrackerUpdate = v.InferOutput<typeof trackerUpdateSchema>;
