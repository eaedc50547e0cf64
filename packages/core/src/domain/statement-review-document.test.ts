import { describe, expect, it } from 'vitest';
import { reviewStatementText } from '../assistant/statement-helpers';
import { statementReviewDocument } from './statement-review-document';

describe('statement review document', () => {
  it('holds the score, status, counts, every paragraph and its comment', () => {
    const review = reviewStatementText('I love chemistry.\n\nI led the science club.');
    const document = statementReviewDocument(review);
    expect(document).toMatch(/^# Personal Statement Review\n/);
    expect(document).toContain('- Score: 8.5/10');
    expect(document).toContain('- Status: Ready to Submit');
    expect(document).toContain('- 8 words, 2 comments');
    expect(document).toContain('## Paragraph 1\n\nI love chemistry.\n\n> **Praise:** ');
    expect(document).toContain('## Paragraph 2\n\nI led the science club.\n\n> **Praise:** ');
  });

  it('leaves out the quote of a paragraph without a comment', () => {
    const document = statementReviewDocument({
      paragraphs: [{ id: 1, text: 'One word', hasComment: false }],
      wordCount: 2,
      commentCount: 0,
      score: 8.5,
      status: 'Ready to Submit',
    });
    expect(document).toContain('- 2 words, 0 comments');
    expect(document).not.toContain('>');
  });
});
