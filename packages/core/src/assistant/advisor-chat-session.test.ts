import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELAYS, NO_DELAYS } from '../domain/delays';
import { ADVISOR_SCRIPT, ADVISOR_SUMMARY, advisorChat } from './advisor-chat-script';
import { createAdvisorChatSession } from './advisor-chat-session';
import { type Assistant, createCannedAssistant } from './assistant';
import { AssistantError } from './assistant-error';

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

describe('the advisor chat with an assistant that streams', () => {
  const streaming = (chatReply: Assistant['chatReply']): Assistant & { streams: true } => ({
    ...createCannedAssistant({ delays: NO_DELAYS }),
    streams: true,
    chatReply,
  });

  it('asks in the student’s language', async () => {
    const asked: unknown[] = [];
    const session = createAdvisorChatSession({
      assistant: streaming(async (_history, _message, options) => {
        asked.push(options?.locale);
        return 'Hola';
      }),
      delays: NO_DELAYS,
      locale: 'es-MX',
    });
    await session.send('Hola');
    expect(asked).toEqual(['es-MX']);
  });

  it('shows the reply as it is written, then as a message', async () => {
    const seen: string[] = [];
    const session = createAdvisorChatSession({
      assistant: streaming(async (_history, _message, options) => {
        options?.onText?.('Hola');
        seen.push(advisorChat.transcript(session.getState()).at(-1)?.content ?? '');
        options?.onText?.('Hola, ¿qué tal?');
        return 'Hola, ¿qué tal?';
      }),
      delays: NO_DELAYS,
    });
    await session.send('Hi');
    expect(seen).toEqual(['Hola']);
    expect(session.getState().writing).toBeUndefined();
    expect(session.getState().messages.at(-1)?.content).toBe('Hola, ¿qué tal?');
  });

  it('gives the message back with the server’s words when the reply fails', async () => {
    const session = createAdvisorChatSession({
      assistant: streaming(async () => {
        throw new AssistantError('Vuelve mañana.', 429, 3600);
      }),
      delays: NO_DELAYS,
    });
    const before = session.getState().messages;
    expect(await session.send('  Hi  ')).toEqual({
      text: 'Hi',
      error: 'Vuelve mañana.',
      limited: true,
    });
    expect(session.getState().messages).toEqual(before);
    expect(session.getState().awaitingReply).toBe(false);
  });

  it('stops a reply on its way and gives the message back', async () => {
    const session = createAdvisorChatSession({
      assistant: streaming(
        (_history, _message, options) =>
          new Promise((_, reject) => {
            options?.onText?.('Half');
            options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
          }),
      ),
      delays: NO_DELAYS,
    });
    const sent = session.send('Tell me more');
    await vi.waitFor(() => expect(session.getState().writing).toBe('Half'));
    session.stop();
    expect(await sent).toEqual({ text: 'Tell me more' });
    expect(session.getState().writing).toBeUndefined();
    expect(session.getState().messages).toHaveLength(1);
  });

  it('keeps the chat when a model’s summary fails, says why, and asks again on request', async () => {
    let summaries = 0;
    const session = createAdvisorChatSession({
      assistant: {
        ...streaming(async () => 'Tell me more.'),
        async chatSummary() {
          summaries += 1;
          if (summaries === 1) throw new AssistantError('No pudimos preparar el resumen.', 502);
          return ['Uno', 'Dos', 'Tres', 'Cuatro'];
        },
      },
      delays: NO_DELAYS,
    });
    for (const text of ADVISOR_SCRIPT.slice(0, -1))
      expect(await session.send(text)).toBeUndefined();
    expect(await session.send('Last one')).toEqual({
      text: '',
      error: 'No pudimos preparar el resumen.',
    });
    expect(session.getState()).toMatchObject({
      ended: true,
      summary: 'not_shown',
      summaryFailed: true,
    });
    expect(session.getState().messages.at(-1)?.content).toBe('Tell me more.');

    expect(await session.retrySummary()).toBeUndefined();
    expect(session.getState()).toMatchObject({
      summary: 'showing',
      summaryPoints: ['Uno', 'Dos', 'Tres', 'Cuatro'],
      summaryFailed: false,
    });
  });

  it('asks in the language on screen at each question, when the student switches mid-chat', async () => {
    const asked: unknown[] = [];
    let locale: 'en-GB' | 'es-MX' = 'en-GB';
    const session = createAdvisorChatSession({
      assistant: streaming(async (_history, _message, options) => {
        asked.push(options?.locale);
        return 'Tell me more.';
      }),
      delays: NO_DELAYS,
      locale: () => locale,
    });
    await session.send('Hi');
    locale = 'es-MX';
    await session.send('Hola');
    expect(asked).toEqual(['en-GB', 'es-MX']);
  });
});
