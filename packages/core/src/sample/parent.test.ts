import { describe, expect, it } from 'vitest';
import {
  milestoneLabel,
  PARENT_MILESTONES,
  parentColleges,
  parentTasks,
  statusLabel,
  summarizeApplications,
} from './parent';

const today = new Date('2026-12-06T10:00:00Z');
const PARENT_COLLEGES = parentColleges(today);

describe('parent dashboard sample', () => {
  it('counts the college list by status with completion fixed at 15%', () => {
    expect(summarizeApplications(PARENT_COLLEGES)).toEqual({
      total: 5,
      submitted: 1,
      inProgress: 2,
      notStarted: 2,
      completionPercentage: 15,
    });
    expect(summarizeApplications([])).toEqual({
      total: 0,
      submitted: 0,
      inProgress: 0,
      notStarted: 0,
      completionPercentage: 15,
    });
  });

  it('shows statuses with a space for the hyphen', () => {
    expect(statusLabel('not-started')).toBe('not started');
    expect(statusLabel('in-progress')).toBe('in progress');
    expect(statusLabel('submitted')).toBe('submitted');
  });

  it("dates the deadlines from the demo's day, so none has passed whenever it is opened", () => {
    expect(PARENT_COLLEGES.map(({ deadline }) => deadline)).toEqual([
      '2026-12-15',
      '2027-01-14',
      '2027-01-31',
      '2027-02-27',
      '2027-03-20',
    ]);
    const later = parentColleges(new Date('2031-05-01T23:30:00Z'));
    expect(later[0]?.deadline).toBe('2031-05-10');
    expect(parentTasks(today).map(({ due }) => due)).toEqual([
      '2027-01-15',
      undefined,
      '2027-02-04',
    ]);
  });

  it('labels milestones: 1 of 3 letters, statement and test scores complete', () => {
    expect(PARENT_MILESTONES.map((m) => `${m.title}: ${milestoneLabel(m)}`)).toEqual([
      'Recommendation letters: 1 of 3',
      'Personal statement: Complete',
      'Test scores: Complete',
    ]);
  });
});
