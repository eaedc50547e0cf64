import { describe, expect, it } from 'vitest';
import { foldUniversityName, isSameUniversity } from './university-name';

describe('isSameUniversity', () => {
  it.each([
    ["King's College London", 'King’s College London'],
    ["King's College London", 'kings college london'],
    ['University of Manchester', 'The University of Manchester'],
    ['Queen Mary University of London', 'Queen Mary, University of London'],
    ['Universidad de Querétaro', 'universidad de queretaro'],
  ])('%s is %s', (a, b) => {
    expect(isSameUniversity(a, b)).toBe(true);
  });

  it.each([
    ["King's College London", 'Imperial College London'],
    ['University of Manchester', 'Manchester Metropolitan University'],
    ['', ''],
    ['  ', '...'],
  ])('%j is not %j', (a, b) => {
    expect(isSameUniversity(a, b)).toBe(false);
  });

  it('folds to lower-case words', () => {
    expect(foldUniversityName("  The KING'S College,  London ")).toBe('kings college london');
  });
});
