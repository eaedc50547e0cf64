import type { StatementReview } from '../assistant/statement-helpers';
import { ESSAY_FEEDBACK } from './essay-feedback';

/** The file the essay feedback page's Download saves. */
export const STATEMENT_REVIEW_FILE_NAME = 'personal-statement-review.md';
export const STATEMENT_REVIEW_MEDIA_TYPE = 'text/markdown;charset=utf-8';

const COMMENT_LABELS = {
  suggestion: 'Suggestion',
  improvement: 'Improvement',
  praise: 'Praise',
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The statement and its review as a Markdown document: score, status and
 * counts, then each paragraph followed by its comment as a quote.
 */
export function statementReviewDocument(review: StatementReview): string {
  const lines = [
    '# Personal Statement Review',
    '',
    `- Score: ${ESSAY_FEEDBACK.scoreLabel}`,
    `- Status: ${review.status}`,
    `- ${plural(review.wordCount, 'word')}, ${plural(review.commentCount, 'comment')}`,
    '',
  ];
  for (const paragraph of review.paragraphs) {
    lines.push(`## Paragraph ${paragraph.id}`, '', paragraph.text, '');
    if (paragraph.hasComment && paragraph.commentType && paragraph.commentText) {
      lines.push(`> **${COMMENT_LABELS[paragraph.commentType]}:** ${paragraph.commentText}`, '');
    }
  }
  return lines.join('\n');
}
