import { describe, expect, it } from 'vitest';
import { NEW_TRACKER } from '../schemas/tracker.schema';
import { engagementLevel, gradeOverview } from './grade-overview';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const programme = (hasStatement: boolean) => ({
  deadline: '2027-06-01',
  hasStatement,
  tracker: NEW_TRACKER,
});

describe('engagementLevel', () => {
  it('is high within a week, medium within 30 days, low after or never', () => {
    expect(engagementLevel(daysAgo(6.9), now)).toBe('high');
    expect(engagementLevel(daysAgo(7), now)).toBe('medium');
    expect(engagementLevel(daysAgo(29.9), now)).toBe('medium');
    expect(engagementLevel(daysAgo(30), now)).toBe('low');
    expect(engagementLevel(null, now)).toBe('low');
  });
});

describe('gradeOverview', () => {
  it('is empty for a school without students', () => {
    expect(gradeOverview([], now)).toEqual([]);
  });

  it('groups students by grade, youngest first, those without a year last', () => {
    const grades = gradeOverview(
      [
        { currentYear: '12th', lastActiveAt: daysAgo(1), selections: [programme(true)] },
        { currentYear: '12th', lastActiveAt: daysAgo(10), selections: [programme(false)] },
        { currentYear: null, lastActiveAt: null, selections: [] },
        { currentYear: '9th', lastActiveAt: daysAgo(40), selections: [] },
      ],
      now,
    );
    expect(grades).toEqual([
      {
        currentYear: '9th',
        students: 1,
        timelineProgress: 0,
        engagement: { low: 1, medium: 0, high: 0 },
      },
      {
        currentYear: '12th',
        students: 2,
        // One statement saved: one of the ten steps of two programmes.
        timelineProgress: 10,
        engagement: { low: 0, medium: 1, high: 1 },
      },
      {
        currentYear: null,
        students: 1,
        timelineProgress: 0,
        engagement: { low: 1, medium: 0, high: 0 },
      },
    ]);
  });
});
