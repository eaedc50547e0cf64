import { describe, expect, it } from 'vitest';
import { ESSAY_FEEDBACK } from './essay-feedback';

describe('essay feedback', () => {
  it('shows a fixed 8.5/10, Ready to Submit, and a 2-4 weeks university review time', () => {
    expect(ESSAY_FEEDBACK).toEqual({
      score: 8.5,
      outOf: 10,
      scoreLabel: '8.5/10',
      status: 'Ready to Submit',
      universityReviewWeeks: { from: 2, to: 4 },
    });
  });
});
