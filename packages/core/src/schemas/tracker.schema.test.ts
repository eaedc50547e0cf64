import { describe, expect, it } from 'vitest';
import { parseWith } from './field-errors';
import { NEW_TRACKER, trackerUpdateSchema } from './tracker.schema';

const parse = (change: object) => parseWith(trackerUpdateSchema, { ...NEW_TRACKER, ...change });

describe('trackerUpdateSchema', () => {
  it('reads a whole tracker', () => {
    const tracker = {
      stage: 'offer',
      submittedOn: '2027-01-02',
      offer: 'conditional',
      conditions: '  IELTS 6.0 overall\nA in Maths ',
      documentsGathered: true,
      englishTest: { score: 6.5, takenOn: '2026-12-01' },
    };
    expect(parseWith(trackerUpdateSchema, tracker)).toEqual({
      ok: true,
      value: { ...tracker, conditions: 'IELTS 6.0 overall\nA in Maths' },
    });
  });

  it.each([
    [{ stage: 'accepted' }, 'stage', 'Choose a stage from the list'],
    [
      { submittedOn: '2027-02-30' },
      'submittedOn',
      'The submitted day must be a date such as 2027-01-15',
    ],
    [{ offer: 'maybe' }, 'offer', 'Choose whether the offer is conditional or unconditional'],
    [
      { conditions: 'x'.repeat(1001) },
      'conditions',
      'Offer conditions must be at most 1,000 characters',
    ],
    [
      { conditions: 'IELTS\u0000 6' },
      'conditions',
      'Offer conditions must not contain control characters',
    ],
    [{ documentsGathered: 'yes' }, 'documentsGathered', 'Documents gathered must be true or false'],
    [
      { englishTest: { score: 6.3, takenOn: '2026-12-01' } },
      'englishTest',
      'The English test score must be a band from 0 to 9, e.g. 6.5',
    ],
    [
      { englishTest: { score: 9.5, takenOn: '2026-12-01' } },
      'englishTest',
      'The English test score must be a band from 0 to 9, e.g. 6.5',
    ],
    [
      { englishTest: { score: 6, takenOn: 'yesterday' } },
      'englishTest',
      'The English test day must be a date such as 2027-01-15',
    ],
    [{ englishTest: 7 }, 'englishTest', 'Give the English test score and its day'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(parse(change)).toEqual({ ok: false, errors: { [field]: [message] } });
  });
});
