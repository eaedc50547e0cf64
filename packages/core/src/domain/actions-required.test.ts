import { describe, expect, it } from 'vitest';
import { NEW_TRACKER } from '../schemas/tracker.schema';
import {
  type AlertSelection,
  type AlertStudent,
  actionsRequired,
  nextDeadline,
} from './actions-required';
import { EMPTY_MATCH_PROFILE } from './match-profile';
import { daysBetween, mexicoCityDay } from './mexico-city-day';
import { profileCompleteness } from './profile-completeness';

// Noon in Mexico City (UTC−6) on 28 Nov 2026.
const NOW = new Date('2026-11-28T18:00:00Z');

const selection = (fields: Partial<AlertSelection> = {}): AlertSelection => ({
  programme: 'Engineering Foundation',
  deadline: '2027-06-30',
  statementWritten: true,
  statementFinished: true,
  statementUpdatedAt: '2026-11-27T18:00:00Z',
  selectedAt: '2026-11-01T18:00:00Z',
  tracker: {
    ...NEW_TRACKER,
    stage: 'preparing',
    englishTest: { score: 6.5, takenOn: '2026-10-01' },
  },
  ...fields,
});

const student = (fields: Partial<AlertStudent> = {}): AlertStudent => ({
  id: 7,
  joinedAt: '2026-11-01T18:00:00Z',
  profileCompleteness: 100,
  selections: [selection()],
  ...fields,
});

const kinds = (subject: AlertStudent, now = NOW) =>
  actionsRequired(subject, now).map(({ kind }) => kind);

describe('actionsRequired', () => {
  it('a student on track has nothing to act on', () => {
    expect(actionsRequired(student(), NOW)).toEqual([]);
  });

  it('no programme chosen, with the student to link to', () => {
    expect(actionsRequired(student({ selections: [] }), NOW)).toEqual([
      { kind: 'no-programme', studentId: 7, message: 'No programme chosen yet', values: {} },
    ]);
  });

  it('a deadline within 14 days without a finished statement, counted in Mexico City days', () => {
    const late = selection({ deadline: '2026-12-12', statementFinished: false });
    const [alert] = actionsRequired(student({ selections: [late] }), NOW);
    expect(alert).toMatchObject({
      kind: 'deadline-without-statement',
      values: { programme: 'Engineering Foundation', days: 14 },
    });
    expect(kinds(student({ selections: [{ ...late, deadline: '2026-12-13' }] }))).not.toContain(
      'deadline-without-statement',
    );
    expect(kinds(student({ selections: [{ ...late, statementFinished: true }] }))).not.toContain(
      'deadline-without-statement',
    );
    // 29 Nov 05:59 UTC is still 28 Nov in Mexico City; 06:00 is the 29th.
    const ofDays = (now: string) =>
      actionsRequired(student({ selections: [{ ...late, deadline: '2026-12-13' }] }), new Date(now))
        .filter(({ kind }) => kind === 'deadline-without-statement')
        .map(({ values }) => values.days);
    expect(ofDays('2026-11-29T05:59:00Z')).toEqual([]);
    expect(ofDays('2026-11-29T06:00:00Z')).toEqual([14]);
  });

  it('a submitted application raises no statement or deadline alerts', () => {
    const submitted = selection({
      deadline: '2026-12-01',
      statementFinished: false,
      statementUpdatedAt: null,
      tracker: { ...selection().tracker, stage: 'submitted', submittedOn: '2026-11-20' },
    });
    expect(kinds(student({ selections: [submitted] }))).toEqual([]);
  });

  it('an overdue step of the timeline, unless the student ticked it', () => {
    // Still researching two months before the deadline: the application is not started.
    const researching = selection({ deadline: '2027-01-20', tracker: NEW_TRACKER });
    expect(actionsRequired(student({ selections: [researching] }), NOW)[0]?.message).toBe(
      '{programme}: the application should have been started',
    );
    // Documents were due 14 days before 5 Dec: 21 Nov.
    const due = selection({ deadline: '2027-01-20', statementFinished: true });
    const overdue = actionsRequired(
      student({ selections: [{ ...due, deadline: '2026-12-05' }] }),
      NOW,
    );
    expect(overdue.map(({ kind, message }) => [kind, message])).toContainEqual([
      'overdue-step',
      '{programme}: the documents are overdue',
    ]);
    const ticked = {
      ...due,
      deadline: '2026-12-05',
      tracker: { ...due.tracker, documentsGathered: true },
    };
    expect(kinds(student({ selections: [ticked] }))).not.toContain('overdue-step');
    expect(kinds(student({ selections: [due] }))).not.toContain('overdue-step');
  });

  it('a profile unfinished a week after joining (not before)', () => {
    const joined = (at: string) => student({ joinedAt: at, profileCompleteness: 57 });
    expect(kinds(joined('2026-11-21T18:00:00Z'))).toEqual(['profile-unfinished']);
    expect(actionsRequired(joined('2026-11-21T18:00:00Z'), NOW)[0]?.values).toEqual({
      percent: 57,
      days: 7,
    });
    expect(kinds(joined('2026-11-22T18:00:00Z'))).toEqual([]);
    // 22 Nov 03:00 UTC was 21 Nov in Mexico City.
    expect(kinds(joined('2026-11-22T03:00:00Z'))).toEqual(['profile-unfinished']);
  });

  it('a statement untouched for 14 days, or never started 14 days after choosing', () => {
    const stale = selection({
      statementFinished: false,
      statementUpdatedAt: '2026-11-14T18:00:00Z',
    });
    expect(actionsRequired(student({ selections: [stale] }), NOW)).toMatchObject([
      { kind: 'statement-untouched', values: { days: 14 } },
    ]);
    expect(
      kinds(student({ selections: [{ ...stale, statementUpdatedAt: '2026-11-15T18:00:00Z' }] })),
    ).toEqual([]);
    const neverStarted = selection({
      statementWritten: false,
      statementFinished: false,
      statementUpdatedAt: null,
      selectedAt: '2026-11-01T18:00:00Z',
    });
    expect(actionsRequired(student({ selections: [neverStarted] }), NOW)[0]?.message).toContain(
      'not started',
    );
  });

  it('no English test score a month before a deadline', () => {
    const untested = (deadline: string) =>
      student({
        selections: [selection({ deadline, tracker: { ...NEW_TRACKER, stage: 'preparing' } })],
      });
    expect(actionsRequired(untested('2026-12-28'), NOW)).toMatchObject([
      { kind: 'no-english-score', values: { days: 30 } },
    ]);
    expect(kinds(untested('2026-12-29'))).toEqual([]);
    expect(kinds(untested('2026-11-27'))).not.toContain('no-english-score');
  });
});

describe('nextDeadline', () => {
  it('the nearest deadline not passed, ignoring texts that are not dates', () => {
    const picks = [
      { programme: 'A', deadline: '2027-03-01' },
      { programme: 'B', deadline: 'Rolling admissions' },
      { programme: 'C', deadline: '2027-01-15' },
      { programme: 'D', deadline: '2026-11-01' },
    ];
    expect(nextDeadline(picks, '2026-11-28')).toEqual({
      programme: 'C',
      day: '2027-01-15',
      days: 48,
    });
    expect(nextDeadline(picks, '2026-11-28', 'month')).toBeUndefined();
  });
});

describe('Mexico City days', () => {
  it('a day starts at 06:00 UTC and days are counted between calendar days', () => {
    expect(mexicoCityDay(new Date('2026-11-29T05:59:59Z'))).toBe('2026-11-28');
    expect(mexicoCityDay(new Date('2026-11-29T06:00:00Z'))).toBe('2026-11-29');
    expect(daysBetween('2026-11-28', '2026-12-12')).toBe(14);
  });
});

describe('profileCompleteness', () => {
  it('counts the seven parts of the form; none is 0', () => {
    expect(profileCompleteness(null)).toBe(0);
    const empty = { ...EMPTY_MATCH_PROFILE, currentYear: '12th' } as never;
    expect(profileCompleteness(empty)).toBe(14);
    expect(
      profileCompleteness({
        ...(empty as object),
        intendedSubject: ['Engineering'],
        mathScore: 90,
        chemistryNotTaken: true,
        biologyScore: 0,
        physicsScore: 70,
        overallGpa: '8.7',
      } as never),
    ).toBe(100);
  });
});
