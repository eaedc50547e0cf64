import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/catalog';
import { createI18n } from '../i18n/create-i18n';
import { inEnglish, sayMessage } from '../i18n/message';
import { catalog as checkInCatalog } from '../locales/check-in';
import { COUNSELOR_STUDENT } from '../sample/counselor-student';
import { ASK_AI_EXAMPLE_QUESTIONS, askAiExamples } from './ask-ai';
import { askAiAnswer as askAiMessage, askAiTopic } from './ask-ai-answers';

const askAiAnswer = (...args: Parameters<typeof askAiMessage>) => inEnglish(askAiMessage(...args));

describe('Ask AI routing', () => {
  it.each([
    'Is pre-med realistic for her?',
    'PRE-MED options?',
    'Which medical schools take foundation students?',
    'Any Medical programmes in London?',
  ])('answers about UK foundation years for %j', (question) => {
    expect(askAiTopic(question)).toBe('medicine');
    expect(askAiAnswer(question, COUNSELOR_STUDENT)).toMatch(/foundation year at a UK university/);
  });

  it.each(['What about robotics?', 'ROBOTICS degrees', 'She loves Robotics.'])(
    'answers about biomedical engineering for %j',
    (question) => {
      expect(askAiTopic(question)).toBe('robotics');
      expect(askAiAnswer(question, COUNSELOR_STUDENT)).toMatch(/Biomedical Engineering/);
    },
  );

  it('prefers the medical answer when a question mentions both', () => {
    expect(askAiTopic('Robotics or pre-med?')).toBe('medicine');
  });

  it.each(['Where else could she apply?', '', 'Is she ready for university?'])(
    'suggests Italian universities otherwise (%j)',
    (question) => {
      expect(askAiTopic(question)).toBe('other');
      expect(askAiAnswer(question, COUNSELOR_STUDENT)).toMatch(/Italian universities/);
    },
  );

  it('addresses the student by first name', () => {
    expect(askAiAnswer('robotics', { name: 'Lucía Torres' })).toMatch(/^Lucía's/);
  });

  it('offers one example question per answer', () => {
    expect(ASK_AI_EXAMPLE_QUESTIONS.map(askAiTopic)).toEqual(['medicine', 'robotics', 'other']);
  });

  it('routes the Spanish example questions, and Spanish questions, to the same answers', async () => {
    const spanish = createI18n('es-MX');
    await loadCatalog(spanish, checkInCatalog, 'es-MX');
    const examples = ASK_AI_EXAMPLE_QUESTIONS.map((question) => spanish._(question));
    expect(examples).not.toEqual([...ASK_AI_EXAMPLE_QUESTIONS]);
    expect(examples.map(askAiTopic)).toEqual(['medicine', 'robotics', 'other']);
    expect(askAiTopic('¿Le conviene estudiar Medicina?')).toBe('medicine');
    expect(askAiTopic('¿Y la robótica?')).toBe('robotics');
  });
});

describe('Ask AI about a real student', () => {
  const student = {
    ...COUNSELOR_STUDENT,
    name: 'Luis Pérez',
    aspirations: 'Computer Science',
    record: { programmes: ['Engineering Foundation, University of Leeds'], scores: [] },
  };

  it("answers with the student's name, programmes and subject, whatever the question", async () => {
    const english = createI18n('en-GB');
    await loadCatalog(english, checkInCatalog, 'en-GB');
    const answer = sayMessage(
      english._.bind(english),
      askAiMessage('Is pre-med realistic?', student),
    );
    expect(answer).toContain(
      'Luis has chosen 1 programme: Engineering Foundation, University of Leeds.',
    );
    expect(answer).toContain('they want to study Computer Science');
    expect(answer).not.toMatch(/Sofía|medicine/);
  });

  it("offers questions about the student's record, not the sample's", () => {
    expect(askAiExamples(COUNSELOR_STUDENT)).toEqual(ASK_AI_EXAMPLE_QUESTIONS);
    expect(askAiExamples(student)).not.toContain(ASK_AI_EXAMPLE_QUESTIONS[0]);
    expect(askAiExamples(student)).toHaveLength(3);
  });

  it('says when no programme is chosen yet', () => {
    const answer = askAiAnswer('Where else?', {
      ...student,
      aspirations: '',
      record: { programmes: [], scores: [] },
    });
    expect(answer).toMatch(/^Luis has not chosen a programme yet\. Their profile does not say yet/);
  });
});
