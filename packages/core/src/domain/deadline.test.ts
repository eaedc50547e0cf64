import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  addDays,
  compareDeadlines,
  formatDeadline,
  parseDeadlineDate,
  sortByDeadline,
  toIsoDay,
  upcoming,
} from './deadline';

const utc = (text: string) => new Date(text);

describe('parseDeadlineDate', () => {
  it('reads the catalogue ISO day as the start of that day in UTC', () => {
    expect(parseDeadlineDate('2027-01-15')).toEqual(utc('2027-01-15T00:00:00.000Z'));
    expect(parseDeadlineDate(' 2027-01-15 ')).toEqual(utc('2027-01-15T00:00:00.000Z'));
  });

  it('reads ISO date-times, as UTC unless they carry an offset', () => {
    expect(parseDeadlineDate('2027-01-15T17:00')).toEqual(utc('2027-01-15T17:00:00.000Z'));
    expect(parseDeadlineDate('2027-01-15T17:00:00Z')).toEqual(utc('2027-01-15T17:00:00.000Z'));
    expect(parseDeadlineDate('2027-01-15T17:00:00-06:00')).toEqual(utc('2027-01-15T23:00:00.000Z'));
  });

  it.each([
    '15 January 2027',
    '15 Jan 2027',
    '15th January 2027',
    '15-Jan-2027',
    '15 jan. 2027',
    'January 15, 2027',
    'January 15 2027',
    'Jan 15th, 2027',
    '15/01/2027',
  ])('reads %s as 15 January 2027', (text) => {
    expect(parseDeadlineDate(text)).toEqual(utc('2027-01-15T00:00:00.000Z'));
  });

  it('knows the en-GB "Sept" abbreviation', () => {
    expect(parseDeadlineDate('1 Sept 2026')).toEqual(utc('2026-09-01T00:00:00.000Z'));
  });

  it.each([
    '',
    '   ',
    'Rolling admissions',
    'January 2027',
    '2027-02-30',
    '2027-13-01',
    '2027-02-30T10:00',
    '2027-01-15T25:00',
    '31 June 2027',
    '15 Ja 2027',
    '15 Smarch 2027',
    '01/15/2027',
    '15.01.2027',
  ])('answers null for %j', (text) => {
    expect(parseDeadlineDate(text)).toBeNull();
  });

  it('answers null for a missing deadline', () => {
    expect(parseDeadlineDate(null)).toBeNull();
    expect(parseDeadlineDate(undefined)).toBeNull();
  });

  it('accepts 29 February only in a leap year', () => {
    expect(parseDeadlineDate('2028-02-29')).toEqual(utc('2028-02-29T00:00:00.000Z'));
    expect(parseDeadlineDate('2027-02-29')).toBeNull();
  });
});

describe('addCalendarMonths', () => {
  it('moves by calendar months keeping the day and time', () => {
    expect(addCalendarMonths(utc('2027-01-15T10:30:00.000Z'), -2)).toEqual(
      utc('2026-11-15T10:30:00.000Z'),
    );
    expect(addCalendarMonths(utc('2026-11-30T00:00:00.000Z'), 2)).toEqual(
      utc('2027-01-30T00:00:00.000Z'),
    );
  });

  it('clamps the 31st to the end of a shorter month', () => {
    expect(addCalendarMonths(utc('2027-03-31'), -1)).toEqual(utc('2027-02-28'));
    expect(addCalendarMonths(utc('2028-03-31'), -1)).toEqual(utc('2028-02-29'));
    expect(addCalendarMonths(utc('2027-05-31'), -1)).toEqual(utc('2027-04-30'));
    expect(addCalendarMonths(utc('2026-12-31'), 2)).toEqual(utc('2027-02-28'));
  });

  it('does not change the date it is given', () => {
    const date = utc('2027-03-31');
    addCalendarMonths(date, -1);
    expect(date).toEqual(utc('2027-03-31'));
  });
});

describe('addDays and toIsoDay', () => {
  it('counts whole days across a month end', () => {
    expect(toIsoDay(addDays(utc('2027-01-15'), -14))).toBe('2027-01-01');
    expect(toIsoDay(addDays(utc('2027-03-10'), -14))).toBe('2027-02-24');
  });
});

describe('formatDeadline', () => {
  it('shows days in en-GB, e.g. 15 Jan 2027', () => {
    expect(formatDeadline('2027-01-15', 'en-GB')).toBe('15 Jan 2027');
    expect(formatDeadline('January 5, 2027', 'en-GB')).toBe('5 Jan 2027');
    expect(formatDeadline(utc('2026-06-30T23:59:59.999Z'), 'en-GB')).toBe('30 Jun 2026');
  });

  it('shows a text that is not a date as written', () => {
    expect(formatDeadline(' Rolling admissions ', 'en-GB')).toBe('Rolling admissions');
    expect(formatDeadline(null, 'en-GB')).toBe('');
  });
});

describe('sorting by deadline', () => {
  const programmes = [
    { id: 1, applicationDeadline: '2026-07-31' },
    { id: 2, applicationDeadline: 'Rolling admissions' },
    { id: 3, applicationDeadline: '15 June 2026' },
    { id: 4, applicationDeadline: null },
    { id: 5, applicationDeadline: '2026-06-30' },
  ];

  it('puts the soonest first and undated ones last in their original order', () => {
    expect(sortByDeadline(programmes).map((p) => p.id)).toEqual([3, 5, 1, 2, 4]);
  });

  it('does not reorder the list it is given', () => {
    sortByDeadline(programmes);
    expect(programmes.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts scholarships by their deadline field too', () => {
    const scholarships = [
      { id: 'a', deadline: '2027-03-01' },
      { id: 'b', deadline: '2026-11-30' },
    ];
    expect(sortByDeadline(scholarships).map((s) => s.id)).toEqual(['b', 'a']);
  });

  it('compares texts, undated after dated', () => {
    expect(compareDeadlines('2026-01-01', '2026-01-02')).toBeLessThan(0);
    expect(compareDeadlines('TBC', '2026-01-02')).toBeGreaterThan(0);
    expect(compareDeadlines('2026-01-02', undefined)).toBeLessThan(0);
    expect(compareDeadlines('TBC', null)).toBe(0);
  });
});

describe('upcoming', () => {
  const scholarships = [
    { id: 1, deadline: '2027-02-01' },
    { id: 2, deadline: '2026-12-01' },
    { id: 3, deadline: '2027-01-01' },
  ];

  it('gives the 2 soonest for a dashboard column', () => {
    expect(upcoming(scholarships, { limit: 2 }).map((s) => s.id)).toEqual([2, 3]);
    expect(upcoming(scholarships).map((s) => s.id)).toEqual([2, 3]);
  });

  it('gives fewer when there are fewer, and none for a limit of 0', () => {
    expect(upcoming(scholarships.slice(0, 1), { limit: 2 })).toHaveLength(1);
    expect(upcoming([], { limit: 2 })).toEqual([]);
    expect(upcoming(scholarships, { limit: 0 })).toEqual([]);
  });
});
