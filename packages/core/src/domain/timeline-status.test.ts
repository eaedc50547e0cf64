import { describe, expect, it } from 'vitest';
import { buildTimeline, parseDeadline, type TimelineStepId } from './timeline-status';

const DEADLINE = '2027-01-15';
const at = (iso: string, offsetMs = 0) => new Date(new Date(iso).getTime() + offsetMs);

// D = 15 Jan 2027 00:00 UTC; D − 2 months, D − 1 month and D − 14 days:
const TWO_MONTHS_BEFORE = '2026-11-15T00:00:00.000Z';
const ONE_MONTH_BEFORE = '2026-12-15T00:00:00.000Z';
const FOURTEEN_DAYS_BEFORE = '2027-01-01T00:00:00.000Z';
const D = '2027-01-15T00:00:00.000Z';

function statusOf(id: TimelineStepId, now: Date, hasStatement = false, deadline = DEADLINE) {
  return buildTimeline({ deadline, hasStatement, now }).find((step) => step.id === id)?.status;
}

describe('buildTimeline', () => {
  it('lists the five steps in order with their due days; only the statement is actionable', () => {
    const steps = buildTimeline({ deadline: DEADLINE, hasStatement: false, now: at(D, -1e10) });
    expect(
      steps.map(({ id, title, date, isActionable }) => ({ id, title, date, isActionable })),
    ).toEqual([
      {
        id: 'start-application',
        title: 'Start Application',
        date: '2026-11-15',
        isActionable: false,
      },
      {
        id: 'personal-statement',
        title: 'Personal Statement',
        date: '2026-12-15',
        isActionable: true,
      },
      { id: 'documents', title: 'Documents', date: '2027-01-01', isActionable: false },
      { id: 'english-test', title: 'English Test', date: '2027-01-01', isActionable: false },
      { id: 'deadline', title: 'Application Deadline', date: '2027-01-15', isActionable: false },
    ]);
    for (const step of steps) expect(step.description).not.toBe('');
  });

  describe('Start Application: completed once past D − 2 months', () => {
    it.each([
      ['one ms before', -1, 'upcoming'],
      ['exactly at', 0, 'upcoming'],
      ['one ms after', 1, 'completed'],
    ])('%s D − 2 months → %s', (_, offset, status) => {
      expect(statusOf('start-application', at(TWO_MONTHS_BEFORE, offset))).toBe(status);
    });

    it('stays completed after the deadline', () => {
      expect(statusOf('start-application', at(D, 1))).toBe('completed');
    });
  });

  describe('Personal Statement without a statement', () => {
    it.each([
      ['one ms before D − 2 months', TWO_MONTHS_BEFORE, -1, 'upcoming'],
      ['exactly at D − 2 months', TWO_MONTHS_BEFORE, 0, 'upcoming'],
      ['one ms after D − 2 months', TWO_MONTHS_BEFORE, 1, 'current'],
      ['one ms before D − 1 month', ONE_MONTH_BEFORE, -1, 'current'],
      ['exactly at D − 1 month', ONE_MONTH_BEFORE, 0, 'current'],
      ['one ms after D − 1 month', ONE_MONTH_BEFORE, 1, 'overdue'],
      ['after the deadline', D, 1, 'overdue'],
    ])('%s → %s', (_, moment, offset, status) => {
      expect(statusOf('personal-statement', at(moment, offset))).toBe(status);
    });
  });

  describe('Personal Statement with a statement', () => {
    it.each([
      ['long before', TWO_MONTHS_BEFORE, -1e10],
      ['one ms after D − 2 months', TWO_MONTHS_BEFORE, 1],
      ['one ms after D − 1 month', ONE_MONTH_BEFORE, 1],
      ['after the deadline', D, 1],
    ])('is completed %s', (_, moment, offset) => {
      expect(statusOf('personal-statement', at(moment, offset), true)).toBe('completed');
    });
  });

  describe.each(['documents', 'english-test'] as const)('%s, due D − 14 days', (id) => {
    it.each([
      ['one ms before D − 1 month', ONE_MONTH_BEFORE, -1, 'upcoming'],
      ['exactly at D − 1 month', ONE_MONTH_BEFORE, 0, 'upcoming'],
      ['one ms after D − 1 month', ONE_MONTH_BEFORE, 1, 'current'],
      ['one ms before D − 14 days', FOURTEEN_DAYS_BEFORE, -1, 'current'],
      ['exactly at D − 14 days', FOURTEEN_DAYS_BEFORE, 0, 'current'],
      ['one ms after D − 14 days', FOURTEEN_DAYS_BEFORE, 1, 'overdue'],
    ])('%s → %s', (_, moment, offset, status) => {
      expect(statusOf(id, at(moment, offset))).toBe(status);
    });

    it('is not affected by having a statement', () => {
      expect(statusOf(id, at(ONE_MONTH_BEFORE, 1), true)).toBe('current');
    });
  });

  describe('Deadline step', () => {
    it.each([
      ['one ms before D − 14 days', FOURTEEN_DAYS_BEFORE, -1, 'upcoming'],
      ['exactly at D − 14 days', FOURTEEN_DAYS_BEFORE, 0, 'upcoming'],
      ['one ms after D − 14 days', FOURTEEN_DAYS_BEFORE, 1, 'current'],
      ['one ms before D', D, -1, 'current'],
      ['exactly at D', D, 0, 'current'],
      ['one ms after D', D, 1, 'overdue'],
    ])('%s → %s', (_, moment, offset, status) => {
      expect(statusOf('deadline', at(moment, offset))).toBe(status);
    });
  });

  describe('calendar months clamp to the month end', () => {
    it('31 March: D − 1 month is 28 February, D − 2 months is 31 January', () => {
      const steps = buildTimeline({
        deadline: '2027-03-31',
        hasStatement: false,
        now: at('2027-01-01T00:00:00.000Z'),
      });
      expect(steps.map((step) => step.date)).toEqual([
        '2027-01-31',
        '2027-02-28',
        '2027-03-17',
        '2027-03-17',
        '2027-03-31',
      ]);
      expect(
        statusOf('personal-statement', at('2027-02-28T00:00:00.000Z'), false, '2027-03-31'),
      ).toBe('current');
      expect(
        statusOf('personal-statement', at('2027-02-28T00:00:00.001Z'), false, '2027-03-31'),
      ).toBe('overdue');
    });

    it('in a leap year, 31 March minus 1 month is 29 February', () => {
      const steps = buildTimeline({ deadline: '2028-03-31', hasStatement: false, now: at(D) });
      expect(steps[1]?.date).toBe('2028-02-29');
    });
  });

  it('reads written-out deadlines the same as ISO ones', () => {
    const now = at(ONE_MONTH_BEFORE, 1);
    const iso = buildTimeline({ deadline: DEADLINE, hasStatement: false, now });
    expect(buildTimeline({ deadline: '15 January 2027', hasStatement: false, now })).toEqual(iso);
    expect(buildTimeline({ deadline: 'January 15, 2027', hasStatement: false, now })).toEqual(iso);
  });

  describe('an unparseable deadline counts as two months from now', () => {
    const now = at('2026-10-05T08:15:00.000Z');

    it.each(['Rolling admissions', '', null, undefined, '2027-02-30'])('%j', (deadline) => {
      const steps = buildTimeline({ deadline, hasStatement: false, now });
      expect(steps.map((step) => [step.id, step.date, step.status])).toEqual([
        // D − 2 months is exactly now, which is not yet past it.
        ['start-application', '2026-10-05', 'upcoming'],
        ['personal-statement', '2026-11-05', 'upcoming'],
        ['documents', '2026-11-21', 'upcoming'],
        ['english-test', '2026-11-21', 'upcoming'],
        ['deadline', '2026-12-05', 'upcoming'],
      ]);
    });

    it('at a month end the clamp puts D − 2 months before now, so the statement is current', () => {
      // 31 Dec + 2 months clamps to 28 Feb, and 28 Feb − 2 months is 28 Dec.
      const steps = buildTimeline({
        deadline: 'TBC',
        hasStatement: false,
        now: at('2026-12-31T10:00:00.000Z'),
      });
      expect(steps.map((step) => [step.id, step.date, step.status])).toEqual([
        ['start-application', '2026-12-28', 'completed'],
        ['personal-statement', '2027-01-28', 'current'],
        ['documents', '2027-02-14', 'upcoming'],
        ['english-test', '2027-02-14', 'upcoming'],
        ['deadline', '2027-02-28', 'upcoming'],
      ]);
    });
  });
});

describe('parseDeadline', () => {
  it('answers the parsed deadline', () => {
    expect(parseDeadline('2027-01-15', at(D, 1e12))).toEqual(at(D));
  });

  it('answers two calendar months after now when the text is not a date', () => {
    expect(parseDeadline('TBC', at('2026-10-05T08:15:00.000Z'))).toEqual(
      at('2026-12-05T08:15:00.000Z'),
    );
    expect(parseDeadline(null, at('2027-12-31T00:00:00.000Z'))).toEqual(
      at('2028-02-29T00:00:00.000Z'),
    );
  });
});
