import { describe, expect, it } from 'vitest';
import type { MatchProfile } from './match';
import {
  type ChoosableProgramme,
  chooseProgrammes,
  deadlinePassed,
  ieltsRequired,
  inRegion,
  regionOptions,
  startOptions,
} from './programme-choice';
import { startTerms } from './start-terms';

// Every IELTS format the seeded catalogue (packages/server/data) writes, with its band.
const CATALOGUE_IELTS_FORMATS: [string, number][] = [
  ['IELTS 6.0 (minimum 5.5 in each component)', 6],
  ['IELTS 5.5 (minimum 5.0 in each component)', 5.5],
  ['IELTS 5.5 (min 5.0 writing, all others 4.5+)', 5.5],
  ['IELTS 6.0 (no section below 5.5)', 6],
  ['IELTS 5.5 (minimum 5.5 in each component)', 5.5],
  ['IELTS 5.5 (with 6.0 in writing)', 5.5],
  ['IELTS 5.0 (minimum 5.0 in each component)', 5],
  ['IELTS 5.5 (with 6.0 in speaking)', 5.5],
  ['IELTS 6.5 (minimum 5.5 in each component)', 6.5],
];

const now = new Date('2027-03-10T15:00:00Z');

let next = 0;
const programme = (overrides: Partial<ChoosableProgramme> = {}) => {
  next += 1;
  return {
    id: next,
    region: 'London, England',
    tuitionFees: 20000,
    applicationDeadline: '2027-06-30',
    startDates: 'September 2027',
    rank: '#10',
    subject: 'Engineering',
    requirements:
      'IELTS 6.0 (minimum 5.5 in each component), High School 80%, Math 75%, Science 70%',
    ...overrides,
  };
};

const ids = (items: { id: number }[]) => items.map(({ id }) => id);

const profile: MatchProfile = {
  intendedSubject: ['Engineering'],
  mathScore: 80,
  chemistryScore: 75,
  biologyScore: null,
  physicsScore: null,
  mathNotTaken: false,
  chemistryNotTaken: false,
  biologyNotTaken: true,
  physicsNotTaken: true,
  overallGpa: '82',
};

describe('ieltsRequired', () => {
  it('reads the overall band of every requirement format in the catalogue', () => {
    for (const [format, band] of CATALOGUE_IELTS_FORMATS) {
      expect(ieltsRequired({ requirements: `${format}, High School 80%, Math 75%` })).toBe(band);
    }
    expect(ieltsRequired({ requirements: 'IELTS 6,5 overall, Math 70%' })).toBe(6.5);
    expect(ieltsRequired({ requirements: 'High School 80%' })).toBeNull();
  });
});

describe('chooseProgrammes filters', () => {
  it('hides programmes above the maximum fees, keeping the one at it', () => {
    const items = [
      programme({ tuitionFees: 19995 }),
      programme({ tuitionFees: 20000 }),
      programme({ tuitionFees: 20445 }),
    ];
    expect(ids(chooseProgrammes(items, { maxFees: 20000 }, { now }))).toEqual(
      ids(items.slice(0, 2)),
    );
  });

  it('hides programmes asking for a higher IELTS than the student has; one stating none stays', () => {
    const items = [
      programme({ requirements: 'IELTS 5.5 (min 5.0 writing, all others 4.5+), High School 75%' }),
      programme({ requirements: 'IELTS 6.0 (no section below 5.5), High School 75%' }),
      programme({ requirements: 'High School 75%' }),
    ];
    expect(ids(chooseProgrammes(items, { ielts: 5.5 }, { now }))).toEqual([
      items[0]?.id,
      items[2]?.id,
    ]);
    expect(chooseProgrammes(items, { ielts: 6 }, { now })).toHaveLength(3);
  });

  it('keeps programmes starting in the term, or the month of any year', () => {
    const items = [
      programme({ startDates: 'September 2027' }),
      programme({ startDates: 'September 2027, January 2028' }),
      programme({ startDates: 'January 2027, September 2027' }),
    ];
    expect(ids(chooseProgrammes(items, { start: 'January 2028' }, { now }))).toEqual([
      items[1]?.id,
    ]);
    expect(ids(chooseProgrammes(items, { start: 'january' }, { now }))).toEqual(
      ids(items.slice(1)),
    );
  });

  it('hides passed deadlines when only open ones are wanted; the deadline day itself is open', () => {
    const items = [
      programme({ applicationDeadline: '2027-03-09' }),
      programme({ applicationDeadline: '2027-03-10' }),
      programme({ applicationDeadline: 'Rolling admissions' }),
    ];
    expect(ids(chooseProgrammes(items, { open: true }, { now }))).toEqual(ids(items.slice(1)));
    expect(chooseProgrammes(items, { open: false }, { now })).toHaveLength(3);
  });

  it('keeps Target and Safety schools for "meets my grades", and everything without a profile', () => {
    const easy = programme({ requirements: 'IELTS 5.5, High School 70%, Math 60%, Science 60%' });
    const hard = programme({ requirements: 'IELTS 6.5, High School 95%, Math 95%, Science 95%' });
    expect(ids(chooseProgrammes([easy, hard], { meetsGrades: true }, { now, profile }))).toEqual([
      easy.id,
    ]);
    expect(chooseProgrammes([easy, hard], { meetsGrades: true }, { now })).toHaveLength(2);
  });

  it('matches a region exactly or by its nation', () => {
    expect(inRegion('Edinburgh, Scotland', 'scotland')).toBe(true);
    expect(inRegion('Edinburgh, Scotland', 'Edinburgh, Scotland')).toBe(true);
    expect(inRegion('Cardiff, Wales', 'Scotland')).toBe(false);
    expect(inRegion('Cardiff, Wales', '')).toBe(true);
  });
});

describe('chooseProgrammes sort', () => {
  const a = programme({ tuitionFees: 25000, applicationDeadline: '2027-07-01', rank: '#30' });
  const b = programme({ tuitionFees: 18000, applicationDeadline: '2027-05-01', rank: '#5' });
  const c = programme({ tuitionFees: 18000, applicationDeadline: '2027-05-01', rank: 'Unranked' });
  const items = [a, b, c];

  it('orders by deadline soonest, fees lowest and rank, ties in catalogue order', () => {
    expect(ids(chooseProgrammes(items, { sort: 'deadline' }, { now }))).toEqual(ids([b, c, a]));
    expect(ids(chooseProgrammes(items, { sort: 'fees' }, { now }))).toEqual(ids([b, c, a]));
    expect(ids(chooseProgrammes(items, { sort: 'rank' }, { now }))).toEqual(ids([b, a, c]));
    expect(ids(chooseProgrammes([c, b], { sort: 'fees' }, { now }))).toEqual(ids([c, b]));
  });

  it('orders by best match with a profile, and keeps catalogue order without one', () => {
    const low = programme({ requirements: 'IELTS 6.5, High School 95%, Math 95%, Science 95%' });
    const high = programme({ requirements: 'IELTS 5.5, High School 60%, Math 60%, Science 60%' });
    expect(ids(chooseProgrammes([low, high], { sort: 'match' }, { now, profile }))).toEqual(
      ids([high, low]),
    );
    expect(ids(chooseProgrammes([low, high], { sort: 'match' }, { now }))).toEqual(
      ids([low, high]),
    );
  });

  it('sinks a passed deadline below the open ones in every order', () => {
    const passed = programme({ tuitionFees: 1000, applicationDeadline: '2027-01-13', rank: '#1' });
    for (const sort of ['match', 'deadline', 'fees', 'rank'] as const) {
      expect(chooseProgrammes([passed, a, b], { sort }, { now }).at(-1)).toBe(passed);
    }
  });

  it('leaves the input as it was and keeps its order without a sort', () => {
    const copy = [...items];
    expect(chooseProgrammes(items, {}, { now })).toEqual(items);
    chooseProgrammes(items, { sort: 'fees' }, { now });
    expect(items).toEqual(copy);
  });
});

describe('deadlines', () => {
  it('says a deadline has passed only after its day', () => {
    expect(deadlinePassed('2027-03-09', now)).toBe(true);
    expect(deadlinePassed('2027-03-10', now)).toBe(false);
    expect(deadlinePassed('Rolling admissions', now)).toBe(false);
  });
});

describe('options', () => {
  it('lists the nations present, then each place, with counts', () => {
    const options = regionOptions([
      { region: 'Glasgow, Scotland' },
      { region: 'Edinburgh, Scotland' },
      { region: 'Cardiff, Wales' },
    ]);
    expect(options).toEqual([
      { region: 'Scotland', count: 2 },
      { region: 'Wales', count: 1 },
      { region: 'Cardiff, Wales', count: 1 },
      { region: 'Edinburgh, Scotland', count: 1 },
      { region: 'Glasgow, Scotland', count: 1 },
    ]);
  });

  it('lists the start terms soonest first, with counts', () => {
    expect(startTerms('September 2027, January 2028')).toEqual(['September 2027', 'January 2028']);
    expect(
      startOptions([
        { startDates: 'September 2027, January 2028' },
        { startDates: 'January 2027, September 2027' },
      ]),
    ).toEqual([
      { start: 'January 2027', count: 1 },
      { start: 'September 2027', count: 2 },
      { start: 'January 2028', count: 1 },
    ]);
  });
});
