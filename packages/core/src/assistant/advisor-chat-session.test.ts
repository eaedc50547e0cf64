import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELAYS, NO_DELAYS } from '../domain/delays';
import { ADVISOR_SCRIPT, ADVISOR_SUMMARY } from './advisor-chat-script';
import { createAdvisorChatSession } from './advisor-chat-session';
import { createCannedAssistant } from './assistant';

const session = () =>
  createAdvisorChatSession({
    assistant: createCannedAssistant({ delays: NO_DELAYS }),
    delays: NO_DELAYS,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('advisor chat session', () => {
  it('plays five turns, ends, then shows the summary', async () => {
    const chat = session();
    for (let i = 1; i <= ADVISOR_SCRIPT.length; i++) await chat.send(`answer ${i}`);
    const state = chat.getState();
    expect(state.ended).toBe(true);
    expect(state.summary).toBe('showing');
    expect(state.summaryPoints).toEqual(ADVISOR_SUMMARY);
    await chat.send('anything else?');
    expect(chat.getState()).toBe(state);
  });

  it('answers each summary choice with its toast', async () => {
    const chat = session();
    for (let i = 1; i <= ADVISOR_SCRIPT.length; i++) await chat.send(`answer ${i}`);
    chat.editSummary();
    expect(chat.saveSummary(['Only this'])).toBe('Summary updated!');
    expect(chat.saveSummary(['Not editing'])).toBeNull();
    expect(chat.shareSummary()).toBe('Summary shared!');
    expect(chat.declineSummary()).toBeNull();
  });

  it('says "No problem!" when the student declines', async () => {
    const chat = session();
    for (let i = 1; i <= ADVISOR_SCRIPT.length; i++) await chat.send(`answer ${i}`);
    expect(chat.declineSummary()).toBe('No problem!');
    expect(chat.getState().summary).toBe('declined');
  });

  it('thinks after 0.5 s, replies 2 s later and summarises 1 s after the last line', async () => {
    vi.useFakeTimers();
    const chat = createAdvisorChatSession({ assistant: createCannedAssistant() });
    const seen: string[] = [];
    chat.subscribe(() => {
      const s = chat.getState();
      seen.push(`${s.messages.length}:${s.thinking}:${s.summary}`);
    });

    const first = chat.send('hello');
    expect(chat.getState().thinking).toBe(false);
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.chatThinking);
    expect(chat.getState().thinking).toBe(true);
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.chatReply - 1);
    expect(chat.getState().messages).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(chat.getState().messages.at(-1)?.content).toBe(ADVISOR_SCRIPT[0]);
    expect(seen).toEqual(['2:false:not_shown', '2:true:not_shown', '3:false:not_shown']);

    for (let i = 2; i <= ADVISOR_SCRIPT.length; i++) {
      const turn = chat.send(`answer ${i}`);
      await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.chatThinking + DEFAULT_DELAYS.chatReply);
      if (i < ADVISOR_SCRIPT.length) await turn;
    }
    expect(chat.getState().ended).toBe(true);
    expect(chat.getState().summary).toBe('not_shown');
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.chatSummary);
    expect(chat.getState().summary).toBe('showing');
  });

  it('stops a pending reply quietly when disposed', async () => {
    vi.useFakeTimers();
    const chat = createAdvisorChatSession({ assistant: createCannedAssistant() });
    const pending = chat.send('hello');
    chat.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toBeUndefined();
    expect(chat.getState().messages).toHaveLength(2);
    expect(chat.getState().thinking).toBe(false);
  });
});
