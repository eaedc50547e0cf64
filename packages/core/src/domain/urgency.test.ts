import { describe, expect, it } from 'vitest';
import { deadlineUrgency } from './programme-choice';
import { urgencyIn } from './urgency';

describe('urgency', () => {
  it.each([
    [-1, 'overdue'],
    [0, 'soon'],
    [6, 'soon'],
    [7, 'soon'],
    [8, 'later'],
    [240, 'later'],
  ] as const)('calls a day %i days away %s', (days, urgency) => {
    expect(urgencyIn(days)).toBe(urgency);
  });

  it('tells a deadline in 6 days from one in 8 months, and reads no date as none', () => {
    const now = new Date('2026-12-04T18:00:00Z');
    expect(deadlineUrgency('2026-12-10', now)).toBe('soon');
    expect(deadlineUrgency('2027-08-04', now)).toBe('later');
    expect(deadlineUrgency('2026-12-03', now)).toBe('overdue');
    expect(deadlineUrgency('Rolling admissions', now)).toBeNull();
  });
});
