import { describe, expect, it } from 'vitest';
import { REVIEW_SCORE } from '../domain/essay-feedback';
import {
  draftLength,
  firstDraftNotice,
  generateOutline,
  outlineFeedbackNotice,
  QUESTIONNAIRE,
  type QuestionnaireAnswers,
  questionnaireNotice,
  REGENERATED_PARAGRAPH_TWO,
  regenerateOutline,
  reviewStatementText,
  SAMPLE_STATEMENT,
  showsDraftHints,
} from './statement-helpers';

const allAnswered: QuestionnaireAnswers = {
  motivation: 'My grandmother’s illness made me curious about medicine.',
  experience: 'I volunteer at a clinic',
  strengths: 'Patience and teamwork',
  challenge: 'Learning to study in English',
  goals: 'Become a biomedical engineer',
};

describe('questionnaire', () => {
  it('has five questions with a placeholder and a tooltip each', () => {
    expect(QUESTIONNAIRE).toHaveLength(5);
    for (const item of QUESTIONNAIRE) {
      expect(item.question && item.placeholder && item.tooltip).toBeTruthy();
    }
    expect(new Set(QUESTIONNAIRE.map((q) => q.id)).size).toBe(5);
  });

  it('blocks when nothing is answered (blank answers do not count)', () => {
    const notice = {
      title: 'No Questions Answered',
      description: 'Please answer at least one question to help generate your outline.',
      blocking: true,
    };
    expect(questionnaireNotice({})).toEqual(notice);
    expect(questionnaireNotice({ motivation: '   ', goals: '' })).toEqual(notice);
  });

  it('advises but lets the student continue when some are unanswered', () => {
    const notice = {
      title: 'Some Questions Unanswered',
      description:
        'You can continue, but answering more questions will help create a better outline.',
      blocking: false,
    };
    expect(questionnaireNotice({ goals: 'Engineering' })).toEqual(notice);
    expect(questionnaireNotice({ ...allAnswered, challenge: ' ' })).toEqual(notice);
  });

  it('says nothing when every question is answered', () => {
    expect(questionnaireNotice(allAnswered)).toBeNull();
  });
});

describe('outline', () => {
  it('builds the three sections from the answers given', () => {
    const outline = generateOutline(allAnswered);
    expect(Object.keys(outline)).toEqual(['introduction', 'paragraphOne', 'paragraphTwo']);
    expect(outline.introduction).toContain('curious about medicine');
    expect(outline.paragraphOne).toContain('I volunteer at a clinic');
    expect(outline.paragraphOne).toContain('Patience and teamwork');
    expect(outline.paragraphTwo).toContain('Learning to study in English');
    expect(outline.paragraphTwo).toContain('Become a biomedical engineer');
  });

  it('falls back to general guidance for unanswered questions', () => {
    const outline = generateOutline({ goals: 'Study robotics' });
    expect(outline.introduction).toMatch(/^Open with a specific moment/);
    expect(outline.paragraphTwo).toContain('Study robotics');
  });

  it('regenerates by replacing paragraph two with the canned text only', () => {
    const outline = generateOutline(allAnswered);
    const regenerated = regenerateOutline(outline, 'make it more personal');
    expect(regenerated).toEqual({ ...outline, paragraphTwo: REGENERATED_PARAGRAPH_TWO });
  });

  it('needs feedback before regenerating', () => {
    expect(outlineFeedbackNotice(' \n')).toEqual({
      title: 'Feedback Required',
      description: 'Please provide some feedback before regenerating the outline.',
      blocking: true,
    });
    expect(outlineFeedbackNotice('Shorter please')).toBeNull();
  });
});

describe('first draft', () => {
  const sections = (total: number) => ({
    introduction: 'a'.repeat(Math.ceil(total / 2)),
    paragraphOne: 'b'.repeat(Math.floor(total / 2)),
    paragraphTwo: '',
  });

  it('counts characters across sections, ignoring surrounding blanks', () => {
    expect(draftLength({ introduction: '  abc ', paragraphOne: '\nde', paragraphTwo: '' })).toBe(5);
  });

  it('blocks under 10 characters', () => {
    expect(firstDraftNotice(sections(9))).toEqual({
      title: 'No Content Added',
      description:
        'Please write at least a few words in one of the sections before requesting feedback.',
      blocking: true,
    });
    expect(firstDraftNotice({ introduction: '         x' })?.title).toBe('No Content Added');
  });

  it('advises under 100 characters', () => {
    const limited = {
      title: 'Limited Content',
      description: 'Your draft is quite short. Consider adding more details for better feedback.',
      blocking: false,
    };
    expect(firstDraftNotice(sections(10))).toEqual(limited);
    expect(firstDraftNotice(sections(99))).toEqual(limited);
  });

  it('says nothing from 100 characters', () => {
    expect(firstDraftNotice(sections(100))).toBeNull();
  });

  it('shows hints once any section holds more than 20 characters', () => {
    expect(showsDraftHints({ introduction: 'a'.repeat(20), paragraphOne: 'b'.repeat(20) })).toBe(
      false,
    );
    expect(showsDraftHints({ introduction: 'a'.repeat(20), paragraphOne: 'b'.repeat(21) })).toBe(
      true,
    );
    expect(showsDraftHints({ introduction: ` ${'a'.repeat(20)} ` })).toBe(false);
  });
});

describe('statement review', () => {
  it('comments on each paragraph of the student’s text with score 8.5, Ready to Submit', () => {
    const review = reviewStatementText('One two three.\n\nFour five.\n\n\nSix.');
    expect(review.paragraphs.map((p) => p.text)).toEqual(['One two three.', 'Four five.', 'Six.']);
    expect(review.paragraphs.map((p) => p.commentType)).toEqual(['praise', 'suggestion', 'praise']);
    expect(review).toMatchObject({
      wordCount: 6,
      commentCount: 3,
      score: REVIEW_SCORE,
      status: 'Ready to Submit',
    });
    expect(REVIEW_SCORE).toBe(8.5);
  });

  it('uses all three comment types on the sample statement when given no text', () => {
    const review = reviewStatementText('  ');
    expect(review.paragraphs.map((p) => p.text).join('\n\n')).toBe(SAMPLE_STATEMENT);
    expect(new Set(review.paragraphs.map((p) => p.commentType))).toEqual(
      new Set(['suggestion', 'improvement', 'praise']),
    );
    expect(review.commentCount).toBe(review.paragraphs.filter((p) => p.hasComment).length);
  });

  it('leaves paragraphs beyond the canned comments without one', () => {
    const text = Array.from({ length: 6 }, (_, i) => `Paragraph ${i + 1}.`).join('\n\n');
    const review = reviewStatementText(text);
    expect(review.paragraphs.map((p) => p.hasComment)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
    expect(review.commentCount).toBe(5);
  });
});
