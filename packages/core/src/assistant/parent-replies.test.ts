import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locale';
import { inEnglish } from '../i18n/message';
import {
  cannedParentReply,
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

const today = new Date('2026-12-06T10:00:00Z');
const inEnglishOn = { locale: 'en-GB', today } as const;
const inSpanishOn = { locale: 'es-MX', today } as const;

describe('cannedParentReply about the sample child', () => {
  it("gives the first scholarship deadline from the day asked, as the first action card does, in the parent's language", () => {
    const reply = cannedParentReply('Do we fill in the FAFSA?', inEnglishOn);
    expect(inEnglish(reply)).toMatch(/; the first deadline is 15 Jan 2027\.$/);
    expect(cannedParentReply('¿Hay becas?', inSpanishOn).values).toEqual({
      date: '15 de enero de 2027',
    });
  });

  it("answers the other topics with the SPEC's reply", () => {
    expect(cannedParentReply('Is housing guaranteed?', inEnglishOn)).toEqual({
      id: parentReplyTo('housing'),
    });
  });
});

describe('parentReplyAbout', () => {
  const child = {
    name: 'Ana',
    programmes: [
      {
        programme: 'Engineering Foundation',
        university: 'University of Leeds',
        deadline: '2027-01-15',
        stage: 'Preparing',
      },
      {
        programme: 'Science Foundation',
        university: 'University of York',
        deadline: '2026-11-30',
        stage: 'Researching',
      },
    ],
  };
  const ask = (message: string, options: { locale: Locale; today: Date } = inEnglishOn) =>
    cannedParentReply(message, { child, ...options });

  it("answers a question about the child's programmes with their own, the deadline in the parent's language", () => {
    const reply = ask('When is the deadline?');
    expect(inEnglish(reply)).toBe(
      'Ana has chosen {count, plural, one {# programme} other {# programmes}}. Engineering Foundation at University of Leeds: Preparing, deadline 15 Jan 2027.{more, select, none {} other { The others are on the progress card.}}',
    );
    expect(reply.values).toMatchObject({ count: 2, more: 'some' });
    expect(ask('¿Cuál es la fecha límite?', inSpanishOn).values).toMatchObject({
      name: 'Ana',
      deadline: '15 de enero de 2027',
    });
  });

  it('never speaks of the sample child', () => {
    expect(inEnglish(ask('Could she study in Italy?'))).not.toMatch(/Bologna/);
    expect(inEnglish(ask('Financial aid?'))).toMatch(/Ana can look for them/);
    expect(ask('Is housing guaranteed?').id).toBe(parentReplyTo('housing'));
  });

  it("gives their first deadline still ahead beside the scholarships, in the parent's language", () => {
    expect(inEnglish(ask('Financial aid?'))).toMatch(
      /Ana can look for them on the Scholarships page; their first application deadline is 15 Jan 2027\.$/,
    );
    expect(ask('¿Qué becas hay?', inSpanishOn).values).toEqual({
      name: 'Ana',
      date: '15 de enero de 2027',
    });
  });

  it('says so when no deadline is ahead: none chosen, or all passed', () => {
    const none =
      /Ana can look for them on the Scholarships page\. None of their programmes has a deadline ahead yet\.$/;
    expect(
      inEnglish(cannedParentReply('FAFSA?', { child: { name: 'Ana', programmes: [] }, today })),
    ).toMatch(none);
    expect(
      inEnglish(cannedParentReply('FAFSA?', { child, today: new Date('2027-01-16T00:00:00Z') })),
    ).toMatch(none);
  });

  it('says when the child has chosen nothing yet', () => {
    const reply = cannedParentReply('Which universities?', {
      child: { name: 'Ana', programmes: [] },
      today,
    });
    expect(inEnglish(reply)).toMatch(/^Ana has not chosen a programme yet/);
  });
});
