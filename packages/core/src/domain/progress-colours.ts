export type GradeProgressColour = 'green' | 'yellow' | 'red';
export type EngagementColour = 'emerald' | 'amber' | 'rose';

/** Colour of a grade's timeline progress bar (SPEC §4): green from 80, yellow from 60. */
export function gradeProgressColour(percent: number): GradeProgressColour {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

/** Colour of a student's engagement score (SPEC §4): emerald from 80, amber from 60. */
export function engagementColour(score: number): EngagementColour {
  if (score >= 80) return 'emerald';
  if (score >= 60) return 'amber';
  return 'rose';
}
