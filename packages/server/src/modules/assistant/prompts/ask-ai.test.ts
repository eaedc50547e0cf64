import { describe, expect, it } from 'vitest';
import { ASK_AI_PROMPT_VERSION, askAiPrompt } from './ask-ai';
import { NEVER_SENT, PROFILE_FACTS } from './fixtures';
import { OTHER_STUDENT, PROGRAMME_FACTS, RECORD } from './record-fixture';
import { programmeFacts } from './student-programmes';

describe(`the Ask AI prompt (v${ASK_AI_PROMPT_VERSION})`, () => {
  const messages = askAiPrompt({
    question: 'Is she on track for Manchester?',
    profile: RECORD.profile,
    programmes: programmeFacts(RECORD),
    school: ['Our students take IELTS in March.', 'Scholarships close in December.'],
    locale: 'es-MX',
  });
  const system = String(messages[0]?.content);
  const sent = JSON.stringify(messages);

  it('asks the counselor’s question last', () => {
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Is she on track for Manchester?' });
  });

  it('keeps the earlier questions and answers, in order, before the new question', () => {
    const followUp = askAiPrompt({
      question: 'And the second one?',
      history: [
        { sender: 'user', content: 'Which programme suits her best?' },
        { sender: 'bot', content: 'Manchester, for its engineering pathway.' },
      ],
      profile: RECORD.profile,
      programmes: programmeFacts(RECORD),
      school: [],
      locale: 'en-GB',
    });
    expect(followUp.slice(1)).toEqual([
      { role: 'user', content: 'Which programme suits her best?' },
      { role: 'assistant', content: 'Manchester, for its engineering pathway.' },
      { role: 'user', content: 'And the second one?' },
    ]);
  });

  it('grounds the answer in the student’s programmes, stages and profile, and the school', () => {
    for (const fact of [
      ...PROGRAMME_FACTS,
      ...PROFILE_FACTS,
      '- Our students take IELTS in March.',
      '- Scholarships close in December.',
      'school counselor',
      'Mexican Spanish (es-MX)',
    ]) {
      expect(system).toContain(fact);
    }
  });

  it('leaves out who the student is, the statement’s text and any other student', () => {
    for (const secret of [...NEVER_SENT, ...OTHER_STUDENT, 'García', 'STATEMENT TEXT']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('says so when there is no profile, programme or school context yet', () => {
    const [empty] = askAiPrompt({
      question: 'Hi',
      profile: null,
      programmes: [],
      school: [],
      locale: 'en-GB',
    });
    expect(empty?.content).toContain('has not filled in their profile yet');
    expect(empty?.content).toContain('No programme chosen yet.');
    expect(empty?.content).toContain('British English (en-GB)');
  });
});
