import { describe, expect, it } from 'vitest';
import {
  PARENT_EXAMPLE_QUESTIONS,
  PARENT_WELCOME,
  parentReplyTo,
  parentReplyTopic,
  showsParentExamples,
} from './parent-replies';

describe('parent reply routing', () => {
  it.each([
    ['What financial aid is there?', 'financial-aid'],
    ['Do we fill in the FAFSA?', 'financial-aid'],
    ['Could she study in Italy?', 'international'],
    ['Other INTERNATIONAL options?', 'international'],
    ['Where is the housing?', 'housing'],
    ['Is Accommodation guaranteed?', 'housing'],
    ['Will there be an interview?', 'interview'],
    ['How do we prepare?', 'interview'],
    ['When is the deadline?', 'general'],
    ['', 'general'],
  ] as const)('%j → %s', (message, topic) => {
    expect(parentReplyTopic(message)).toBe(topic);
  });

  it('checks the topics in the SPEC order', () => {
    expect(parentReplyTopic('financial aid for international students')).toBe('financial-aid');
    expect(parentReplyTopic('international housing')).toBe('international');
    expect(parentReplyTopic('prepare for housing')).toBe('housing');
  });

  it('gives a different reply per topic', () => {
    const replies = ['fafsa', 'italy', 'housing', 'interview', 'hello'].map(parentReplyTo);
    expect(new Set(replies).size).toBe(5);
  });

  it('offers one example question per canned topic', () => {
    expect(PARENT_EXAMPLE_QUESTIONS.map(parentReplyTopic)).toEqual([
      'financial-aid',
      'international',
      'housing',
      'interview',
    ]);
  });

  it('shows the examples only while the chat holds only the welcome message', () => {
    expect(showsParentExamples([PARENT_WELCOME])).toBe(true);
    expect(
      showsParentExamples([PARENT_WELCOME, { id: 'p1', content: 'Hi', sender: 'parent' }]),
    ).toBe(false);
  });
});
