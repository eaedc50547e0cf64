import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBJECT_OPTIONS } from '../schemas/student-info.options';
import {
  DEFAULT_MATCH_PERCENTAGE,
  type MatchProfile,
  matchBand,
  matchProgramme,
  normaliseGpa,
} from './match';
import { EMPTY_MATCH_PROFILE } from './match-profile';

const programme = {
  subject: 'Computer Science',
  requirements: 'IELTS 5.5 (no section below 5.5), High School 80%, Math 75%, Science 70%',
};

const profile = (change: Partial<MatchProfile>): MatchProfile => ({
  ...EMPTY_MATCH_PROFILE,
  ...change,
});

describe('matchProgramme', () => {
  it('answers meeting the minimums (50, a target option) without a profile, and says why', () => {
    expect(matchProgramme(null, programme)).toMatchObject({
      percentage: DEFAULT_MATCH_PERCENTAGE,
      band: { key: 'target' },
      reasons: ['Complete your profile to see how well you match'],
    });
    expect(DEFAULT_MATCH_PERCENTAGE).toBe(50);
  });

  it('is set by the minimum cleared by the least: 50 at it, 2.5 a point either side', () => {
    const at = (change: Partial<MatchProfile>) => matchProgramme(profile(change), programme);
    const even = { mathScore: 75, physicsScore: 70, overallGpa: '80' };
    expect(at(even).percentage).toBe(50);
    expect(at({ ...even, mathScore: 95, physicsScore: 90 }).percentage).toBe(50);
    expect(at({ mathScore: 85, physicsScore: 80, overallGpa: '90' }).percentage).toBe(75);
    expect(at({ ...even, overallGpa: '7.6' }).percentage).toBe(40);
    expect(at({ mathScore: 99, physicsScore: 99, overallGpa: '100' }).percentage).toBe(100);
    expect(at({ ...even, ieltsScore: 5.0 }).percentage).toBe(25);
  });

  it('says which requirements are met or missed, and by how much', () => {
    const { reasons } = matchProgramme(
      profile({ mathScore: 85, chemistryScore: 55, physicsScore: 62, overallGpa: '8.5' }),
      programme,
    );
    expect(reasons).toEqual([
      'Your Math grade (85%) is above the minimum of 75%',
      'Your Physics grade (62%) is below the minimum of 70%',
      'Your average (8.5) is above the minimum of 8.0',
    ]);
  });

  it('reads the average on the scale it was written in and never rounds a miss into a pass', () => {
    const reasonOf = (overallGpa: string, ieltsScore?: number) =>
      matchProgramme(profile({ overallGpa, ieltsScore }), programme).reasons;
    expect(reasonOf('3.19')).toContain('Your average (3.19) is below the minimum of 3.2');
    expect(reasonOf('8')).toContain('Your average (8) meets the minimum of 8.0');
    expect(reasonOf('92')).toContain('Your average (92%) is above the minimum of 80%');
    expect(reasonOf('17/20')).toContain('Your average (17/20) is above the minimum of 16.0');
    expect(reasonOf('90', 6)).toContain('Your IELTS (6.0) is above the minimum of 5.5');
  });

  it('says when a requirement cannot be checked', () => {
    const { reasons } = matchProgramme(
      profile({
        mathNotTaken: true,
        mathScore: 0,
        chemistryNotTaken: true,
        biologyNotTaken: true,
        physicsNotTaken: true,
        overallGpa: 'excellent',
      }),
      programme,
    );
    expect(reasons).toEqual([
      'Math not taken, so the 75% Math requirement cannot be checked',
      'No science taken, so the 70% Science requirement cannot be checked',
      'GPA "excellent" could not be read: write it like 80, 8.5 or 3.6',
    ]);
    expect(matchProgramme(EMPTY_MATCH_PROFILE, programme).reasons).toEqual([
      'Add your Math score to check the 75% requirement',
      'Add a Chemistry, Biology or Physics score to check the 70% Science requirement',
      'Add your overall GPA to check the High School 80% requirement',
    ]);
  });

  it('says when the subject is one the student wants, without moving the band', () => {
    const student = profile({ mathScore: 75, physicsScore: 70, overallGpa: '80' });
    const other = matchProgramme(student, programme);
    const wanted = matchProgramme({ ...student, intendedSubject: ['Computer Science'] }, programme);
    expect(wanted.percentage).toBe(other.percentage);
    expect(wanted.reasons).toContain('Computer Science is one of your intended subjects');
    expect(other.reasons).toContain('Your average (80%) meets the minimum of 80%');
  });

  it('ranks a strong student a safety school and a weak one a stretch goal', () => {
    const strong = profile({
      intendedSubject: ['Computer Science'],
      mathScore: 98,
      physicsScore: 95,
      overallGpa: '9.8',
    });
    const weak = profile({ mathScore: 50, chemistryScore: 45, overallGpa: '6.0' });
    expect(matchProgramme(strong, programme)).toMatchObject({
      percentage: 95,
      band: { label: 'Safety option' },
    });
    expect(matchProgramme(weak, programme)).toMatchObject({
      band: { label: 'Stretch option', description: 'High Achievement Target' },
    });
  });

  it('ignores the 0 stored for a subject that was not taken', () => {
    const notTaken = profile({ mathNotTaken: true, mathScore: 0 });
    expect(matchProgramme(notTaken, programme).percentage).toBe(
      matchProgramme(EMPTY_MATCH_PROFILE, programme).percentage,
    );
  });
});

describe('matchBand', () => {
  it.each([
    [0, 'Stretch option', 'purple'],
    [24, 'Stretch option', 'purple'],
    [25, 'Reach option', 'blue'],
    [49, 'Reach option', 'blue'],
    [50, 'Target option', 'green'],
    [74, 'Target option', 'green'],
    [75, 'Safety option', 'yellow'],
    [100, 'Safety option', 'yellow'],
  ])('puts %i in %s (%s)', (percentage, label, colour) => {
    expect(matchBand(percentage)).toMatchObject({ label, colour });
  });
});

describe('normaliseGpa', () => {
  it.each([
    ['80', 80],
    [' 92.5 ', 92.5],
    ['85%', 85],
    ['8.5', 85],
    ['8,5', 85],
    ['10', 100],
    ['3.6', 90],
    ['4.0', 100],
    ['17/20', 85],
    ['8.5 / 10', 85],
  ])('reads %j as %s percent', (text, percentage) => {
    expect(normaliseGpa(text)?.percentage).toBe(percentage);
  });

  it.each(['', 'A+', '120', '11/10', '8.5/0', '-3'])('cannot read %j', (text) => {
    expect(normaliseGpa(text)).toBeNull();
  });
});

const score = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
const profiles = fc.record<MatchProfile>({
  intendedSubject: fc.subarray([...SUBJECT_OPTIONS], { maxLength: 2 }),
  mathScore: score,
  chemistryScore: score,
  biologyScore: score,
  physicsScore: score,
  mathNotTaken: fc.boolean(),
  chemistryNotTaken: fc.boolean(),
  biologyNotTaken: fc.boolean(),
  physicsNotTaken: fc.boolean(),
  overallGpa: fc.oneof(
    fc.constant(''),
    fc.integer({ min: 0, max: 100 }).map(String),
    fc.double({ min: 0, max: 10, noNaN: true }).map((gpa) => gpa.toFixed(1)),
    fc.string(),
  ),
});
const requirement = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
const programmes = fc
  .record({
    subject: fc.constantFrom(...SUBJECT_OPTIONS),
    ielts: fc.constantFrom('5.0', '5.5', '6.0', '6.5'),
    highSchool: requirement,
    math: requirement,
    science: requirement,
  })
  .map(({ subject, ielts, highSchool, math, science }) => ({
    subject,
    requirements: [
      `IELTS ${ielts}`,
      highSchool === null ? '' : `High School ${highSchool}%`,
      math === null ? '' : `Math ${math}%`,
      science === null ? '' : `Science ${science}%`,
    ].join(', '),
  }));

const scoreKeys = ['mathScore', 'chemistryScore', 'biologyScore', 'physicsScore'] as const;

type Programme = Parameters<typeof matchProgramme>[1];

/** The law the properties below state: `better` never matches `programme` lower than `worse`. */
function expectNoLower(programme: Programme, worse: MatchProfile, better: MatchProfile) {
  expect(matchProgramme(better, programme).percentage).toBeGreaterThanOrEqual(
    matchProgramme(worse, programme).percentage,
  );
}

describe('match properties', () => {
  it('is always a whole number from 0 to 100, in the band it names', () => {
    fc.assert(
      fc.property(fc.option(profiles, { nil: null }), programmes, (student, programme) => {
        const { percentage, band } = matchProgramme(student, programme);
        expect(Number.isInteger(percentage)).toBe(true);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
        expect(band).toEqual(matchBand(percentage));
      }),
    );
  });

  it('never lowers the match for a better score', () => {
    fc.assert(
      fc.property(
        profiles,
        programmes,
        fc.constantFrom(...scoreKeys),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (student, programme, key, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expectNoLower(programme, { ...student, [key]: low }, { ...student, [key]: high });
        },
      ),
    );
  });

  it.each([
    ['a percentage', 11, 100, (gpa: number) => gpa.toFixed(0)],
    ['a 10-point GPA', 4.1, 10, (gpa: number) => gpa.toFixed(1)],
    ['a 4-point GPA', 0, 4, (gpa: number) => gpa.toFixed(2)],
    // Each scale on its own: '4.1' is a poor 10-point GPA, not a better one than '4.0' of 4.
  ] as const)(
    'never lowers the match for a better GPA, read as %s',
    (_scale, min, max, written) => {
      fc.assert(
        fc.property(
          profiles,
          programmes,
          fc.double({ min, max, noNaN: true }),
          fc.double({ min, max, noNaN: true }),
          (student, programme, a, b) => {
            const [low, high] = a <= b ? [a, b] : [b, a];
            expectNoLower(
              programme,
              { ...student, overallGpa: written(low) },
              { ...student, overallGpa: written(high) },
            );
          },
        ),
      );
    },
  );

  it("never lowers the match for 'not taken' below leaving the score empty", () => {
    fc.assert(
      fc.property(
        profiles,
        programmes,
        fc.constantFrom(...scoreKeys),
        fc.integer({ min: 0, max: 100 }),
        (student, programme, key, stored) => {
          const notTakenKey = key.replace('Score', 'NotTaken') as
            | 'mathNotTaken'
            | 'chemistryNotTaken'
            | 'biologyNotTaken'
            | 'physicsNotTaken';
          const empty = { ...student, [key]: null, [notTakenKey]: false };
          const notTaken = { ...student, [key]: stored, [notTakenKey]: true };
          expectNoLower(programme, empty, notTaken);
        },
      ),
    );
  });

  it('never lowers the match for wanting the programme’s subject', () => {
    fc.assert(
      fc.property(profiles, programmes, (student, programme) => {
        expectNoLower(
          programme,
          { ...student, intendedSubject: [] },
          { ...student, intendedSubject: [programme.subject] },
        );
      }),
    );
  });
});
