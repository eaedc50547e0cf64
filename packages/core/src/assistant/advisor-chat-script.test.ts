import { describe, expect, it } from 'vitest';
import {
  ADVISOR_GREETING,
  ADVISOR_SCRIPT,
  ADVISOR_SUMMARY,
  type AdvisorChatState,
  advisorChat,
} from './advisor-chat-script';

/** One full turn: the student speaks, the bot thinks, the bot answers with the next line. */
function turn(state: AdvisorChatState, text: string): AdvisorChatState {
  const sent = advisorChat.sendUserMessage(state, text);
  const thinking = advisorChat.botThinking(sent);
  return advisorChat.botReplied(thinking, advisorChat.nextScriptedLine(state.messages));
}

function endedChat(): AdvisorChatState {
  let state = advisorChat.initial();
  for (let i = 1; i <= ADVISOR_SCRIPT.length; i++) state = turn(state, `answer ${i}`);
  return state;
}

describe('advisor chat', () => {
  it('opens with the bot greeting and nothing else', () => {
    const state = advisorChat.initial();
    expect(state.messages).toEqual([
      { id: 'm1', content: ADVISOR_GREETING, sender: 'bot', isThinking: false },
    ]);
    expect(state).toMatchObject({ thinking: false, ended: false, summary: 'not_shown' });
  });

  it('appends the trimmed student message and waits for a reply', () => {
    const state = advisorChat.sendUserMessage(advisorChat.initial(), '  I like biology  ');
    expect(state.messages.at(-1)).toMatchObject({ sender: 'user', content: 'I like biology' });
    expect(state.awaitingReply).toBe(true);
    expect(state.thinking).toBe(false);
  });

  it.each(['', '   ', '\n\t'])('does not send blank input %j', (text) => {
    const state = advisorChat.initial();
    expect(advisorChat.canSend(state, text)).toBe(false);
    expect(advisorChat.sendUserMessage(state, text)).toBe(state);
  });

  it('sends nothing more while a reply is pending', () => {
    const sent = advisorChat.sendUserMessage(advisorChat.initial(), 'first');
    expect(advisorChat.canSend(sent, 'second')).toBe(false);
    expect(advisorChat.sendUserMessage(sent, 'second')).toBe(sent);
  });

  it('shows a thinking bubble until the reply arrives', () => {
    const sent = advisorChat.sendUserMessage(advisorChat.initial(), 'hi');
    const thinking = advisorChat.botThinking(sent);
    expect(thinking.thinking).toBe(true);
    expect(advisorChat.transcript(thinking).at(-1)).toMatchObject({
      sender: 'bot',
      isThinking: true,
    });
    const replied = advisorChat.botReplied(thinking, ADVISOR_SCRIPT[0]);
    expect(replied.thinking).toBe(false);
    expect(replied.awaitingReply).toBe(false);
    expect(advisorChat.transcript(replied).map((m) => m.content)).toEqual([
      ADVISOR_GREETING,
      'hi',
      ADVISOR_SCRIPT[0],
    ]);
  });

  it('ignores thinking and replies when no message is waiting', () => {
    const state = advisorChat.initial();
    expect(advisorChat.botThinking(state)).toBe(state);
    expect(advisorChat.botReplied(state, 'unprompted')).toBe(state);
  });

  it('answers each message with the next scripted line, in order', () => {
    const state = endedChat();
    const botLines = state.messages.filter((m) => m.sender === 'bot').map((m) => m.content);
    expect(botLines).toEqual([ADVISOR_GREETING, ...ADVISOR_SCRIPT]);
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(state.messages.length);
  });

  it('ends after the fifth scripted line and then disables the input', () => {
    let state = advisorChat.initial();
    for (let i = 1; i < ADVISOR_SCRIPT.length; i++) {
      state = turn(state, `answer ${i}`);
      expect(state.ended).toBe(false);
    }
    state = turn(state, 'last answer');
    expect(state.ended).toBe(true);
    expect(advisorChat.canSend(state, 'one more')).toBe(false);
    expect(advisorChat.sendUserMessage(state, 'one more')).toBe(state);
  });

  it('shows the summary only once the chat has ended', () => {
    const open = advisorChat.initial();
    expect(advisorChat.showSummary(open)).toBe(open);
    const shown = advisorChat.showSummary(endedChat());
    expect(shown.summary).toBe('showing');
    expect(shown.summaryPoints).toEqual(ADVISOR_SUMMARY);
    expect(shown.summaryPoints).toHaveLength(4);
  });

  it('goes back and forth between showing and editing, saving the edited points', () => {
    const shown = advisorChat.showSummary(endedChat());
    const editing = advisorChat.editSummary(shown);
    expect(editing.summary).toBe('editing');
    const saved = advisorChat.saveSummary(editing, [
      '  Medicine first ',
      '',
      'Edinburgh or Manchester',
    ]);
    expect(saved.summary).toBe('showing');
    expect(saved.summaryPoints).toEqual(['Medicine first', 'Edinburgh or Manchester']);
    const again = advisorChat.cancelEditSummary(advisorChat.editSummary(saved));
    expect(again.summary).toBe('showing');
    expect(again.summaryPoints).toEqual(saved.summaryPoints);
  });

  it('keeps the old points when every edited point is blank', () => {
    const editing = advisorChat.editSummary(advisorChat.showSummary(endedChat()));
    expect(advisorChat.saveSummary(editing, [' ', '']).summaryPoints).toEqual(ADVISOR_SUMMARY);
  });

  it('shares or declines a showing summary, and then stays put', () => {
    const shown = advisorChat.showSummary(endedChat());
    const shared = advisorChat.shareSummary(shown);
    expect(shared.summary).toBe('shared');
    expect(advisorChat.declineSummary(shared)).toBe(shared);
    expect(advisorChat.editSummary(shared)).toBe(shared);

    const declined = advisorChat.declineSummary(shown);
    expect(declined.summary).toBe('declined');
    expect(advisorChat.shareSummary(declined)).toBe(declined);
  });

  it('cannot share or decline while editing', () => {
    const editing = advisorChat.editSummary(advisorChat.showSummary(endedChat()));
    expect(advisorChat.shareSummary(editing)).toBe(editing);
    expect(advisorChat.declineSummary(editing)).toBe(editing);
  });
});
