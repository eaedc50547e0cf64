export type CommentType = 'suggestion' | 'improvement' | 'praise';

/** One paragraph of a reviewed statement (SPEC §3). */
export interface EssayParagraph {
  id: number;
  text: string;
  hasComment: boolean;
  commentType?: CommentType;
  commentText?: string;
}

/** What the essay feedback page shows. */
export interface StatementReview {
  paragraphs: readonly EssayParagraph[];
  wordCount: number;
  commentCount: number;
  /** Fixed at 8.5 out of 10 (SPEC §9). */
  score: number;
  status: 'Ready to Submit';
}

export const REVIEW_SCORE = 8.5;
export const REVIEW_STATUS = /*i18n*/ 'Ready to Submit';

/** What the essay feedback page states about every review (SPEC §2, §9). */
export const ESSAY_FEEDBACK = {
  score: REVIEW_SCORE,
  outOf: 10,
  scoreLabel: `${REVIEW_SCORE}/10`,
  status: REVIEW_STATUS,
  /** How long universities usually take to review an application: 2-4 weeks. */
  universityReviewWeeks: { from: 2, to: 4 },
} as const;
