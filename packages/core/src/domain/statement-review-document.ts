import { englishTranslate, type Translate } from '../i18n/translate';
import type { StatementReview } from './essay-feedback';
import { ESSAY_FEEDBACK } from './essay-feedback';
import './locales';

/** The file the essay feedback page's Download saves. */
export const STATEMENT_REVIEW_FILE_NAME = 'personal-statement-review.md';
export const STATEMENT_REVIEW_MEDIA_TYPE = 'text/markdown;charset=utf-8';

const COMMENT_LABELS = {
  suggestion: /*i18n*/ 'Suggestion',
  improvement: /*i18n*/ 'Improvement',
  praise: /*i18n*/ 'Praise',
} as const;

/**
 * The statement and its review as a Markdown document: score, status and
 * counts, then each paragraph followed by its comment as a quote. The
 * headings, labels and comments are written by `translate` (en-GB by
 * default), as the page shows them; the statement stays as written (English,
 * for UCAS).
 */
export function statementReviewDocument(
  review: StatementReview,
  translate: Translate = englishTranslate,
): string {
  const lines = [
    `# ${translate(/*i18n*/ 'Personal Statement Review')}`,
    '',
    `- ${translate(/*i18n*/ 'Score: {score}', { score: ESSAY_FEEDBACK.scoreLabel })}`,
    `- ${translate(/*i18n*/ 'Status: {status}', { status: translate(review.status) })}`,
    `- ${translate(
      /*i18n*/ '{words, plural, one {# word} other {# words}}, {comments, plural, one {# comment} other {# comments}}',
      { words: review.wordCount, comments: review.commentCount },
    )}`,
    '',
  ];
  for (const paragraph of review.paragraphs) {
    lines.push(
      `## ${translate(/*i18n*/ 'Paragraph {number}', { number: String(paragraph.id) })}`,
      '',
      paragraph.text,
      '',
    );
    if (paragraph.hasComment && paragraph.commentType && paragraph.commentText) {
      const label = translate(COMMENT_LABELS[paragraph.commentType]);
      lines.push(`> **${label}:** ${translate(paragraph.commentText)}`, '');
    }
  }
  return lines.join('\n');
}
