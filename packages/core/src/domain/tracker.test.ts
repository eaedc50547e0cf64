import { describe, expect, it } from 'vitest';
import {
  type ApplicationTracker,
  NEW_TRACKER,
  OFFER_KIND_MISSING,
  STAGE_BACKWARDS,
  SUBMITTED_DAY_MISSING,
  SUBMITTED_IN_FUTURE,
  TEST_IN_FUTURE,
  TRACKER_STAGES,
  type TrackerStage,
} from '../schemas/tracker.schema';
import { canMoveStage, checkTrackerChange } from './tracker';

const at = (iso: string) => new Date(iso);
// 10 Jan 2027 12:00 in Mexico City (UTC−6).
const NOON = at('2027-01-10T18:00:00.000Z');
const tracker = (change: Partial<ApplicationTracker>): ApplicationTracker => ({
  ...NEW_TRACKER,
  ...change,
});

describe('canMoveStage', () => {
  const forward: [TrackerStage, TrackerStage][] = [
    ['researching', 'preparing'],
    ['researching', 'submitted'],
    ['preparing', 'submitted'],
    ['submitted', 'offer'],
    ['submitted', 'unsuccessful'],
    ['offer', 'firm'],
    ['offer', 'insurance'],
    ['offer', 'declined'],
  ];
  it.each(forward)('%s → %s is allowed', (from, to) => {
    expect(canMoveStage(from, to)).toBe(true);
  });

  it.each<[TrackerStage, TrackerStage]>([
    ['preparing', 'researching'],
    ['submitted', 'preparing'],
    ['offer', 'submitted'],
    ['offer', 'unsuccessful'],
    ['firm', 'offer'],
    ['firm', 'insurance'],
    ['insurance', 'declined'],
    ['unsuccessful', 'offer'],
    ['declined', 'firm'],
  ])('%s → %s moves back or out of a final stage', (from, to) => {
    expect(canMoveStage(from, to)).toBe(false);
  });

  it('staying is always allowed', () => {
    for (const stage of TRACKER_STAGES) expect(canMoveStage(stage, stage)).toBe(true);
  });
});

describe('checkTrackerChange', () => {
  it('keeps ticks and moves forward', () => {
    const change = {
      ...NEW_TRACKER,
      stage: 'preparing' as const,
      documentsGathered: true,
      englishTest: { score: 6.5, takenOn: '2027-01-10' },
    };
    expect(checkTrackerChange(NEW_TRACKER, change, NOON)).toEqual({ ok: true, tracker: change });
  });

  it('a move back is a message on the stage, not a change', () => {
    const result = checkTrackerChange(
      tracker({ stage: 'submitted', submittedOn: '2027-01-02' }),
      tracker({ stage: 'preparing' }),
      NOON,
    );
    expect(result).toEqual({ ok: false, errors: { stage: [STAGE_BACKWARDS] } });
  });

  it('ticking submitted with its day moves an earlier stage to submitted', () => {
    const result = checkTrackerChange(
      NEW_TRACKER,
      tracker({ stage: 'preparing', submittedOn: '2027-01-09' }),
      NOON,
    );
    expect(result).toEqual({
      ok: true,
      tracker: tracker({ stage: 'submitted', submittedOn: '2027-01-09' }),
    });
  });

  it('a submitted stage needs its day', () => {
    const result = checkTrackerChange(NEW_TRACKER, tracker({ stage: 'submitted' }), NOON);
    expect(result).toEqual({ ok: false, errors: { submittedOn: [SUBMITTED_DAY_MISSING] } });
  });

  it('an offer needs its kind; conditions stay only on a conditional offer', () => {
    const submitted = tracker({ stage: 'submitted', submittedOn: '2027-01-02' });
    expect(checkTrackerChange(submitted, { ...submitted, stage: 'offer' }, NOON)).toEqual({
      ok: false,
      errors: { offer: [OFFER_KIND_MISSING] },
    });
    const unconditional = checkTrackerChange(
      submitted,
      { ...submitted, stage: 'offer', offer: 'unconditional', conditions: 'AAB' },
      NOON,
    );
    expect(unconditional.ok && unconditional.tracker.conditions).toBeNull();
    const conditional = checkTrackerChange(
      submitted,
      { ...submitted, stage: 'firm', offer: 'conditional', conditions: 'IELTS 6.0' },
      NOON,
    );
    expect(conditional.ok && conditional.tracker).toMatchObject({
      stage: 'firm',
      offer: 'conditional',
      conditions: 'IELTS 6.0',
    });
  });

  it('an offer is dropped before there is one', () => {
    const result = checkTrackerChange(
      NEW_TRACKER,
      tracker({ offer: 'conditional', conditions: 'AAB' }),
      NOON,
    );
    expect(result.ok && result.tracker).toMatchObject({ offer: null, conditions: null });
  });

  describe("days are Mexico City's", () => {
    // 10 Jan ends in Mexico City at 11 Jan 06:00 UTC.
    const lastMoment = at('2027-01-11T05:59:59.999Z');
    const nextDay = at('2027-01-11T06:00:00.000Z');

    it('submitted on 11 Jan is in the future until 11 Jan begins in Mexico City', () => {
      const change = tracker({ stage: 'submitted', submittedOn: '2027-01-11' });
      expect(checkTrackerChange(NEW_TRACKER, change, lastMoment)).toEqual({
        ok: false,
        errors: { submittedOn: [SUBMITTED_IN_FUTURE] },
      });
      expect(checkTrackerChange(NEW_TRACKER, change, nextDay).ok).toBe(true);
    });

    it('an English test day after today is refused the same way', () => {
      const change = tracker({ englishTest: { score: 7, takenOn: '2027-01-11' } });
      expect(checkTrackerChange(NEW_TRACKER, change, lastMoment)).toEqual({
        ok: false,
        errors: { englishTest: [TEST_IN_FUTURE] },
      });
      expect(checkTrackerChange(NEW_TRACKER, change, nextDay).ok).toBe(true);
    });
  });
});
