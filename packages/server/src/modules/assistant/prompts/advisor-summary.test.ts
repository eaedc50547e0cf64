import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../assistant-provider';
import {
  ADVISOR_SUMMARY_PROMPT_VERSION,
  ADVISOR_SUMMARY_SHAPE,
  advisorSummaryPrompt,
} from './advisor-summary';
import { NEVER_SENT, PROFILE_ROW } from './fixtures';

describe(`the advisor summary prompt (v${ADVISOR_SUMMARY_PROMPT_VERSION})`, () => {
  const messages = advisorSummaryPrompt({
    history: [
      { sender: 'bot', content: 'Which subjects do you enjoy?' },
      { sender: 'user', content: 'Biology and chemistry' },
    ],
    profile: PROFILE_ROW,
    locale: 'en-GB',
  });

  it('asks for exactly four points as JSON, from the transcript and the profile', () => {
    expect(messages[0]?.content).toContain('exactly four short points');
    expect(messages[1]?.content).toBe(
      'Advisor: Which subjects do you enjoy?\nStudent: Biology and chemistry',
    );
    expect(messages[0]?.content).toContain('Engineering');
  });

  it('leaves out who the student is', () => {
    const sent = JSON.stringify(messages);
    for (const secret of NEVER_SENT) expect(sent).not.toContain(secret);
  });
});

describe('the advisor summary’s structured answer', () => {
  const points = ['One.', 'Two.', 'Three.', 'Four.'];

  it('parses four points, in a Markdown fence too', () => {
    const json = JSON.stringify({ points });
    expect(parseAnswer(json, ADVISOR_SUMMARY_SHAPE.schema)).toEqual({ points });
    expect(parseAnswer(`\`\`\`json\n${json}\n\`\`\``, ADVISOR_SUMMARY_SHAPE.schema)).toEqual({
      points,
    });
  });

  it.each([
    ['not JSON', 'Here is your summary: …'],
    ['three points', JSON.stringify({ points: points.slice(1) })],
    ['a blank point', JSON.stringify({ points: ['One.', ' ', 'Three.', 'Four.'] })],
    ['no points', JSON.stringify({ summary: points })],
  ])('refuses %s', (_, content) => {
    expect(parseAnswer(content, ADVISOR_SUMMARY_SHAPE.schema)).toBeUndefined();
  });

  it('asks the provider for the same shape by JSON schema', () => {
    expect(ADVISOR_SUMMARY_SHAPE.jsonSchema).toMatchObject({
      required: ['points'],
      properties: { points: { minItems: 4, maxItems: 4 } },
    });
  });
});
