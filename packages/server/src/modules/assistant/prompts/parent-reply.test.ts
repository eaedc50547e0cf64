import { describe, expect, it } from 'vitest';
import { NEVER_SENT } from './fixtures';
import { PARENT_REPLY_PROMPT_VERSION, parentReplyPrompt } from './parent-reply';
import { OTHER_STUDENT, PROGRAMME_FACTS, RECORD } from './record-fixture';
import { programmeFacts } from './student-programmes';

describe(`the parent reply prompt (v${PARENT_REPLY_PROMPT_VERSION})`, () => {
  // Even a record whose statement is shared (its text present) sends only the status.
  const messages = parentReplyPrompt({
    message: 'When is the deadline?',
    programmes: programmeFacts(RECORD),
    locale: 'en-GB',
  });
  const system = String(messages[0]?.content);
  const sent = JSON.stringify(messages);

  it('asks the parent’s message last, in their language', () => {
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'When is the deadline?' });
    expect(system).toContain('British English (en-GB)');
    expect(system).toContain('answering a parent');
  });

  it('keeps the earlier messages and replies, in order, before the new message', () => {
    const followUp = parentReplyPrompt({
      message: 'And how much does it cost?',
      history: [
        { sender: 'user', content: 'Which programme did she choose?' },
        { sender: 'bot', content: 'Engineering at Manchester.' },
      ],
      programmes: programmeFacts(RECORD),
      locale: 'es-MX',
    });
    expect(followUp.slice(1)).toEqual([
      { role: 'user', content: 'Which programme did she choose?' },
      { role: 'assistant', content: 'Engineering at Manchester.' },
      { role: 'user', content: 'And how much does it cost?' },
    ]);
  });

  it('grounds the reply in the child’s programmes, deadlines, stages and statement status', () => {
    for (const fact of PROGRAMME_FACTS) expect(system).toContain(fact);
  });

  it('never sends the statement’s text, the profile, the account or another student', () => {
    for (const secret of [...NEVER_SENT, ...OTHER_STUDENT, 'STATEMENT TEXT', 'Overall GPA']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('says so when the child has chosen nothing yet', () => {
    const [empty] = parentReplyPrompt({ message: 'Hola', programmes: [], locale: 'es-MX' });
    expect(empty?.content).toContain('No programme chosen yet.');
    expect(empty?.content).toContain('Mexican Spanish (es-MX)');
  });
});
