import type { FieldErrors } from '../schemas/field-errors';
import {
  type ApplicationTracker,
  OFFER_KIND_MISSING,
  STAGE_BACKWARDS,
  SUBMITTED_DAY_MISSING,
  SUBMITTED_IN_FUTURE,
  TEST_IN_FUTURE,
  type TrackerStage,
  type TrackerUpdate,
} from '../schemas/tracker.schema';
import { mexicoCityDay } from './mexico-city-day';

/*
 * The tracker's rules (docs/product/tracker.md): a stage moves only forward
 * (researching → preparing → submitted → offer → firm / insurance /
 * declined; unsuccessful after submitted), skipping ahead is allowed (a
 * student may start using Puente after submitting), and a final stage stays.
 */
const RANK: Readonly<Record<TrackerStage, number>> = {
  researching: 0,
  preparing: 1,
  submitted: 2,
  offer: 3,
  unsuccessful: 3,
  firm: 4,
  insurance: 4,
  declined: 4,
};

const FINAL: ReadonlySet<TrackerStage> = new Set(['firm', 'insurance', 'declined', 'unsuccessful']);
const WITH_OFFER: ReadonlySet<TrackerStage> = new Set(['offer', 'firm', 'insurance']);

/** Whether a tracker may go from stage `from` to stage `to` (staying is allowed). */
export function canMoveStage(from: TrackerStage, to: TrackerStage): boolean {
  if (from === to) return true;
  if (FINAL.has(from)) return false;
  // An unsuccessful application had no offer: it follows submitted, never an offer.
  if (to === 'unsuccessful') return RANK[from] < RANK.offer;
  return RANK[to] > RANK[from];
}

/** Whether the stage is submitted or later: the application has gone. */
export function isSubmittedStage(stage: TrackerStage): boolean {
  return RANK[stage] >= RANK.submitted;
}

/** Whether the student has started the application: preparing or later. */
export function isStartedStage(stage: TrackerStage): boolean {
  return RANK[stage] >= RANK.preparing;
}

export type TrackerChange =
  | { ok: true; tracker: ApplicationTracker }
  | { ok: false; errors: FieldErrors };

/**
 * The tracker after the student's change, or the fields' messages: a stage
 * that moves back, a submitted or test day after today (in Mexico City), a
 * stage from submitted on without its day, an offer without its kind.
 * Ticking submitted moves an earlier stage to submitted; an offer's kind and
 * conditions are kept only while there is an offer to describe.
 */
export function checkTrackerChange(
  current: ApplicationTracker,
  change: TrackerUpdate,
  now: Date,
): TrackerChange {
  const today = mexicoCityDay(now);
  const stage: TrackerStage =
    change.submittedOn !== null && !isSubmittedStage(change.stage) ? 'submitted' : change.stage;
  const errors: FieldErrors = {};
  if (!canMoveStage(current.stage, stage)) errors.stage = [STAGE_BACKWARDS];
  if (change.submittedOn !== null && change.submittedOn > today) {
    errors.submittedOn = [SUBMITTED_IN_FUTURE];
  } else if (change.submittedOn === null && isSubmittedStage(stage)) {
    errors.submittedOn = [SUBMITTED_DAY_MISSING];
  }
  if (change.englishTest !== null && change.englishTest.takenOn > today) {
    errors.englishTest = [TEST_IN_FUTURE];
  }
  const hasOffer = WITH_OFFER.has(stage) || (stage === 'declined' && change.offer !== null);
  if (WITH_OFFER.has(stage) && change.offer === null) errors.offer = [OFFER_KIND_MISSING];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const offer = hasOffer ? change.offer : null;
  return {
    ok: true,
    tracker: {
      stage,
      submittedOn: change.submittedOn,
      offer,
      conditions: offer === 'conditional' && change.conditions ? change.conditions : null,
      documentsGathered: change.documentsGathered,
      englishTest: change.englishTest,
    },
  };
}

/** How each stage reads (message ids; docs/product/tracker.md's table). */
export const TRACKER_STAGE_LABELS: Readonly<Record<TrackerStage, string>> = {
  researching: /*i18n*/ 'Researching',
  preparing: /*i18n*/ 'Preparing',
  submitted: /*i18n*/ 'Submitted',
  offer: /*i18n*/ 'Offer',
  firm: /*i18n*/ 'Firm choice',
  insurance: /*i18n*/ 'Insurance choice',
  declined: /*i18n*/ 'Declined',
  unsuccessful: /*i18n*/ 'Unsuccessful',
};

/** How each kind of offer reads (message ids). */
export const OFFER_KIND_LABELS: Readonly<Record<'conditional' | 'unconditional', string>> = {
  conditional: /*i18n*/ 'Conditional',
  unconditional: /*i18n*/ 'Unconditional',
};

/** Whether the stage has an offer to describe (its kind and conditions). */
export function hasOfferStage(stage: TrackerStage): boolean {
  return WITH_OFFER.has(stage) || stage === 'declined';
}
