import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../assistant-provider';
import {
  formatRules,
  REVIEW_SHAPE,
  STATEMENT_REVIEW_PROMPT_VERSION,
  statementReviewPrompt,
} from './statement-review';

describe(`the statement review prompt (v${STATEMENT_REVIEW_PROMPT_VERSION})`, () => {
  const messages = statementReviewPrompt({
    text: 'I have loved maths since I was ten.\n\nAt school I led the robotics club.',
    format: 'ucas-2026',
    locale: 'es-MX',
  });

  it('numbers the statement’s paragraphs as written', () => {
    expect(messages[1]?.content).toBe(
      '[1] I have loved maths since I was ten.\n\n[2] At school I led the robotics club.',
    );
  });

  it('sends the format’s rules: UCAS 2026’s three questions, or the 4,000/47-line statement', () => {
    expect(messages[0]?.content).toContain('at least 350 characters each, 4,000 characters in all');
    expect(messages[0]?.content).toContain('Why do you want to study this course or subject?');
    expect(formatRules('free')).toBe('One statement of at most 4,000 characters and 47 lines.');
  });

  it('explains in the student’s language and keeps the statement English', () => {
    expect(messages[0]?.content).toContain('Write each comment in Mexican Spanish (es-MX)');
    expect(messages[0]?.content).toContain('Do not rewrite the statement.');
  });

  it('parses comments and refuses an unknown kind', () => {
    const comments = [{ paragraph: 1, type: 'praise', text: 'Buen inicio.' }];
    expect(parseAnswer(JSON.stringify({ comments }), REVIEW_SHAPE.schema)).toEqual({ comments });
    expect(
      parseAnswer(
        JSON.stringify({ comments: [{ paragraph: 1, type: 'rant', text: 'x' }] }),
        REVIEW_SHAPE.schema,
      ),
    ).toBeUndefined();
  });
});
