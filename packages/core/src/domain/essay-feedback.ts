import { REVIEW_SCORE, REVIEW_STATUS } from '../assistant/statement-helpers';

/** What the essay feedback page states about every review (SPEC §2, §9). */
export const ESSAY_FEEDBACK = {
  score: REVIEW_SCORE,
  outOf: 10,
  scoreLabel: `${REVIEW_SCORE}/10`,
  status: REVIEW_STATUS,
  universityReviewTime: '2-4 weeks',
} as const;
