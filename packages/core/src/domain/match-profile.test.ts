import { describe, expect, it } from 'vitest';
import { matchProgramme } from './match';
import { matchProfileOf } from './match-profile';

const programme = {
  subject: 'Computer Science',
  requirements: 'IELTS 5.5, High School 80%, Math 75%, Science 70%',
};

describe('matchProfileOf', () => {
  it('is no profile for anything that is not an object', () => {
    for (const value of [null, undefined, 'math', 42, ['Law']]) {
      expect(matchProfileOf(value)).toBeNull();
    }
  });

  it('keeps what matching reads and drops the rest', () => {
    const profile = matchProfileOf({
      id: 3,
      intendedSubject: ['Computer Science', 7, 'Law', 'Economics'],
      mathScore: '88',
      chemistryScore: 140,
      biologyScore: 'n/a',
      physicsScore: 0,
      physicsNotTaken: true,
      overallGpa: 9,
      ieltsScore: 6,
    });
    expect(profile).toEqual({
      intendedSubject: ['Computer Science', 'Law'],
      mathScore: 88,
      chemistryScore: null,
      biologyScore: null,
      physicsScore: 0,
      mathNotTaken: false,
      chemistryNotTaken: false,
      biologyNotTaken: false,
      physicsNotTaken: true,
      overallGpa: '9',
      ieltsScore: 6,
    });
    expect(matchProfileOf({ ieltsScore: 12 })).not.toHaveProperty('ieltsScore');
  });

  it('gives a partial profile a real match rather than failing', () => {
    const profile = matchProfileOf({ mathScore: 95, overallGpa: '92' });
    const match = matchProgramme(profile, programme);
    expect(match.percentage).toBeGreaterThan(0);
    expect(match.reasons).toContain('Your Math grade (95%) is above the minimum of 75%');
  });
});
