import { describe, expect, it } from 'vitest';
// The catalogue the server seeds: the bands must divide it, not crown it all safe.
import catalogue from '../../../server/data/foundation-programmes.json' with { type: 'json' };
import { type MatchBandKey, matchProgramme } from './match';
import { EMPTY_MATCH_PROFILE } from './match-profile';

/** A typical Mexican applicant: 8.5 of 10 in the average, Math and a science; IELTS 6.0. */
const typical = {
  ...EMPTY_MATCH_PROFILE,
  intendedSubject: ['Engineering' as const],
  overallGpa: '8.5',
  mathScore: 85,
  physicsScore: 85,
  ieltsScore: 6,
};

describe('the match on the catalogue', () => {
  it('splits it into safety, target and reach options for a typical profile, none over 60%', () => {
    const counts: Record<MatchBandKey, number> = { stretch: 0, reach: 0, target: 0, safety: 0 };
    for (const programme of catalogue.programmes) {
      counts[matchProgramme(typical, programme).band.key] += 1;
    }
    const total = catalogue.programmes.length;
    for (const key of ['safety', 'target', 'reach'] as const) {
      expect(counts[key], key).toBeGreaterThan(0);
      expect(counts[key] / total, key).toBeLessThanOrEqual(0.6);
    }
  });

  it('gives a perfect match to few programmes', () => {
    const perfect = catalogue.programmes.filter(
      (programme) => matchProgramme(typical, programme).percentage === 100,
    );
    expect(perfect.length / catalogue.programmes.length).toBeLessThan(0.1);
  });
});
