import { describe, expect, it } from 'vitest';
import {
  milestoneLabel,
  PARENT_COLLEGES,
  PARENT_MILESTONES,
  statusLabel,
  summarizeApplications,
} from './parent';

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

  it('keeps deadlines between December 2025 and March 2026', () => {
    for (const college of PARENT_COLLEGES) {
      expect(college.deadline >= '2025-12-01' && college.deadline <= '2026-03-31').toBe(true);
    }
  });

  it('labels milestones: 1 of 3 letters, statement and test scores complete', () => {
    expect(PARENT_MILESTONES.map((m) => `${m.title}: ${milestoneLabel(m)}`)).toEqual([
      'Recommendation letters: 1 of 3',
      'Personal statement: Complete',
      'Test scores: Complete',
    ]);
  });
});
