import { describe, expect, it } from 'vitest';
import { subjectScore } from './subject-score';

describe('a subject score as typed', () => {
  it.each([
    ['9.2', 92],
    ['9,2', 92],
    ['10', 100],
    ['7', 70],
    ['92', 92],
    ['100', 100],
    [' 85 ', 85],
  ])('reads %s as %s out of 100', (typed, score) => {
    expect(subjectScore(typed)).toBe(score);
  });

  it('is no score when blank, and not a number when it is none', () => {
    expect(subjectScore('  ')).toBeNull();
    expect(subjectScore('nine')).toBeNaN();
  });
});
