import { describe, expect, it } from 'vitest';
import { inEnglish } from '../i18n/message';
import {
  PARENT_EXAMPLE_QUESTIONS,
  PARENT_WELCOME,
  parentReplyAbout,
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

describe('parentReplyAbout', () => {
  const child = {
    name: 'Ana',
    programmes: [
      {
        programme: 'Engineering Foundation',
        university: 'University of Leeds',
        deadline: '15 January 2027',
        stage: 'Preparing',
      },
    ],
  };

  it("answers a question about the child's programmes with their own", () => {
    const reply = parentReplyAbout('When is the deadline?', child);
    expect(inEnglish(reply)).toBe(
      'Ana has chosen {count, plural, one {# programme} other {# programmes}}. Engineering Foundation at University of Leeds: Preparing, deadline 15 January 2027.{more, select, none {} other { The others are on the progress card.}}',
    );
    expect(reply.values).toMatchObject({ count: 1, more: 'none' });
    expect(parentReplyAbout('¿Cuál es la fecha límite?', child).values).toMatchObject({
      name: 'Ana',
    });
  });

  it('never speaks of the sample child', () => {
    expect(inEnglish(parentReplyAbout('Could she study in Italy?', child))).not.toMatch(/Bologna/);
    expect(inEnglish(parentReplyAbout('Financial aid?', child))).toMatch(/Ana can look for them/);
    expect(parentReplyAbout('Is housing guaranteed?', child).id).toBe(parentReplyTo('housing'));
  });

  it('says when the child has chosen nothing yet', () => {
    const reply = parentReplyAbout('Which universities?', { name: 'Ana', programmes: [] });
    expect(inEnglish(reply)).toMatch(/^Ana has not chosen a programme yet/);
  });
});
