import { describe, expect, it } from 'vitest';
import { EXPLORATION_CHAT_PROMPT_VERSION, explorationChatPrompt } from './exploration-chat';
import { NEVER_SENT, PROFILE_FACTS, PROFILE_ROW } from './fixtures';

describe(`the exploration chat prompt (v${EXPLORATION_CHAT_PROMPT_VERSION})`, () => {
  const messages = explorationChatPrompt({
    history: [
      { sender: 'bot', content: 'Which subjects do you enjoy?' },
      { sender: 'user', content: 'Maths' },
    ],
    message: 'Is Manchester expensive?',
    profile: PROFILE_ROW,
    locale: 'es-MX',
  });
  const sent = JSON.stringify(messages);

  it('sends the chat in order, the new message last', () => {
    expect(messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Which subjects do you enjoy?' },
      { role: 'user', content: 'Maths' },
      { role: 'user', content: 'Is Manchester expensive?' },
    ]);
  });

  it('grounds the advisor in the student’s profile: subjects, year, scores', () => {
    const system = String(messages[0]?.content);
    for (const fact of [
      ...PROFILE_FACTS,
      '12th',
      'biology: not taken',
      'Mexican Spanish (es-MX)',
    ]) {
      expect(system).toContain(fact);
    }
  });

  it('leaves out who the student is: no email, username, name or account fields', () => {
    for (const secret of NEVER_SENT) expect(sent).not.toContain(secret);
  });

  it('says so when there is no profile yet', () => {
    const [system] = explorationChatPrompt({
      history: [],
      message: 'Hi',
      profile: null,
      locale: 'en-GB',
    });
    expect(system?.content).toContain('has not filled in their profile yet');
  });
});
