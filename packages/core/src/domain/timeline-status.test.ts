import { describe, expect, it } from 'vitest';
import { type ApplicationTracker, NEW_TRACKER } from '../schemas/tracker.schema';
import { buildTimeline, parseDeadline, type TimelineStepId } from './timeline-status';

const DEADLINE = '2027-01-15';
const at = (iso: string, offsetMs = 0) => new Date(new Date(iso).getTime() + offsetMs);

// D = 15 Jan 2027 00:00 UTC; D − 2 months and D − 1 month:
const TWO_MONTHS_BEFORE = '2026-11-15T00:00:00.000Z';
const ONE_MONTH_BEFORE = '2026-12-15T00:00:00.000Z';
const D = '2027-01-15T00:00:00.000Z';

function statusOf(
  id: TimelineStepId,
  now: Date,
  hasStatement = false,
  deadline = DEADLINE,
  tracker: ApplicationTracker = NEW_TRACKER,
) {
  return buildTimeline({ deadline, hasStatement, tracker, now }).find((step) => step.id === id)
    ?.status;
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

  it('a new account shows nothing completed, whatever the date', () => {
    for (const moment of [at(D, -1e10), at(ONE_MONTH_BEFORE, 1), at(D, 1e10)]) {
      const steps = buildTimeline({ deadline: DEADLINE, hasStatement: false, now: moment });
      expect(steps.map(({ status }) => status)).not.toContain('completed');
    }
  });

  it('long before: the first step is current, the rest upcoming', () => {
    const steps = buildTimeline({ deadline: DEADLINE, hasStatement: false, now: at(D, -1e10) });
    expect(steps.map(({ status }) => status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  describe('each step is completed only when done', () => {
    const late = at(D, 1e10);
    it.each<[TimelineStepId, Partial<ApplicationTracker>, boolean]>([
      ['start-application', { stage: 'preparing' }, false],
      ['personal-statement', {}, true],
      ['documents', { documentsGathered: true }, false],
      ['english-test', { englishTest: { score: 6.5, takenOn: '2026-12-01' } }, false],
      ['deadline', { stage: 'submitted', submittedOn: '2027-01-10' }, false],
    ])('%s', (id, ticks, hasStatement) => {
      expect(statusOf(id, late)).toBe('overdue');
      expect(statusOf(id, late, hasStatement, DEADLINE, { ...NEW_TRACKER, ...ticks })).toBe(
        'completed',
      );
    });

    it('Start Application counts every stage from preparing on', () => {
      expect(statusOf('start-application', late, false, DEADLINE, NEW_TRACKER)).toBe('overdue');
      for (const stage of ['preparing', 'submitted', 'offer', 'firm', 'unsuccessful'] as const) {
        expect(
          statusOf('start-application', late, false, DEADLINE, { ...NEW_TRACKER, stage }),
        ).toBe('completed');
      }
    });
  });

  it('the first step still to do is current; a done step passes it on', () => {
    const now = at(TWO_MONTHS_BEFORE, -1e9);
    const started = { ...NEW_TRACKER, stage: 'preparing' as const };
    const steps = buildTimeline({ deadline: DEADLINE, hasStatement: false, tracker: started, now });
    expect(steps.map(({ status }) => status)).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  describe("a step is overdue from the day after its due day, in Mexico City's days", () => {
    // Mexico City is UTC−6: its 15 Nov ends at 16 Nov 06:00 UTC.
    it.each([
      ['the due day, first moment in Mexico City', '2026-11-15T06:00:00.000Z', 'current'],
      ['the due day, last moment in Mexico City', '2026-11-16T05:59:59.999Z', 'current'],
      ['the next day in Mexico City', '2026-11-16T06:00:00.000Z', 'overdue'],
    ])('%s → %s', (_, moment, status) => {
      expect(statusOf('start-application', at(moment))).toBe(status);
    });

    it('the deadline day itself is still in time; the day after is overdue', () => {
      expect(statusOf('deadline', at('2027-01-16T05:59:59.999Z'))).toBe('current');
      expect(statusOf('deadline', at('2027-01-16T06:00:00.000Z'))).toBe('overdue');
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
        statusOf('personal-statement', at('2027-03-01T05:59:59.999Z'), false, '2027-03-31'),
      ).toBe('current');
      expect(
        statusOf('personal-statement', at('2027-03-01T06:00:00.000Z'), false, '2027-03-31'),
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
        // D − 2 months is today, still in time.
        ['start-application', '2026-10-05', 'current'],
        ['personal-statement', '2026-11-05', 'upcoming'],
        ['documents', '2026-11-21', 'upcoming'],
        ['english-test', '2026-11-21', 'upcoming'],
        ['deadline', '2026-12-05', 'upcoming'],
      ]);
    });

    it('at a month end the clamp puts D − 2 months before now: not started, it is overdue', () => {
      // 31 Dec + 2 months clamps to 28 Feb, and 28 Feb − 2 months is 28 Dec.
      const steps = buildTimeline({
        deadline: 'TBC',
        hasStatement: false,
        now: at('2026-12-31T10:00:00.000Z'),
      });
      expect(steps.map((step) => [step.id, step.date, step.status])).toEqual([
        ['start-application', '2026-12-28', 'overdue'],
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
