import { describe, expect, it } from 'vitest';
import { engagementColour, gradeProgressColour } from './progress-colours';

describe('gradeProgressColour', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ] as const)('%s%% is %s', (percent, colour) => {
    expect(gradeProgressColour(percent)).toBe(colour);
  });
});

describe('engagementColour', () => {
  it.each([
    [100, 'emerald'],
    [80, 'emerald'],
    [79, 'amber'],
    [60, 'amber'],
    [59.5, 'rose'],
    [0, 'rose'],
  ] as const)('%s is %s', (score, colour) => {
    expect(engagementColour(score)).toBe(colour);
  });
});
