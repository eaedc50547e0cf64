import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../assistant-provider';
import {
  OUTLINE_SHAPE,
  STATEMENT_OUTLINE_PROMPT_VERSION,
  statementOutlinePrompt,
} from './statement-outline';

describe(`the statement outline prompt (v${STATEMENT_OUTLINE_PROMPT_VERSION})`, () => {
  const messages = statementOutlinePrompt({
    answers: { motivation: 'I fixed radios with my grandfather', goals: '' },
    programme: 'Engineering Foundation Year, University of Leeds',
  });
  const sent = JSON.stringify(messages);

  it('sends the questionnaire and the chosen programme, marking what is unanswered', () => {
    expect(sent).toContain('Why do you want to study this subject?');
    expect(sent).toContain('I fixed radios with my grandfather');
    expect(sent).toContain('Engineering Foundation Year, University of Leeds');
    expect(sent).toContain('(not answered)');
  });

  it('asks for an outline in British English, whatever the student reads, not a statement', () => {
    expect(messages[0]?.content).toContain('Answer in British English (en-GB).');
    expect(messages[0]?.content).toContain('Do not write the statement itself.');
  });

  it('with an outline and feedback, asks for it rewritten', () => {
    const regenerated = statementOutlinePrompt({
      answers: {},
      outline: { introduction: 'Intro.', paragraphOne: 'One.', paragraphTwo: 'Two.' },
      feedback: 'More about my robotics club',
    });
    expect(JSON.stringify(regenerated)).toContain('More about my robotics club');
    expect(JSON.stringify(regenerated)).toContain('Paragraph two: Two.');
  });

  it('sends nothing else about the student', () => {
    expect(sent).not.toMatch(/@|username|email/i);
  });

  it('parses the three sections and refuses a missing one', () => {
    const outline = { introduction: 'a', paragraphOne: 'b', paragraphTwo: 'c' };
    expect(parseAnswer(JSON.stringify(outline), OUTLINE_SHAPE.schema)).toEqual(outline);
    expect(
      parseAnswer(JSON.stringify({ introduction: 'a', paragraphOne: 'b' }), OUTLINE_SHAPE.schema),
    ).toBeUndefined();
  });
});
