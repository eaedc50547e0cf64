import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELAYS, NO_DELAYS } from '../domain/delays';
import { createCannedAssistant } from './assistant';
import { createParentChatSession } from './parent-chat-session';
import { PARENT_WELCOME, parentReplyTo } from './parent-replies';

afterEach(() => {
  vi.useRealTimers();
});

const session = () =>
  createParentChatSession({ assistant: createCannedAssistant({ delays: NO_DELAYS }) });

describe('parent chat session', () => {
  it('starts with the welcome and the example questions', () => {
    expect(session().getState()).toEqual({
      messages: [PARENT_WELCOME],
      typing: false,
      replySoFar: '',
      showsExamples: true,
    });
  });

  it('appends the message, then the keyword reply; examples go away', async () => {
    const chat = session();
    await chat.send('  How does FAFSA work abroad?  ');
    const { messages, typing, showsExamples } = chat.getState();
    expect(messages.map((m) => [m.sender, m.content])).toEqual([
      ['bot', PARENT_WELCOME.content],
      ['parent', 'How does FAFSA work abroad?'],
      ['bot', parentReplyTo('fafsa')],
    ]);
    expect(new Set(messages.map((m) => m.id)).size).toBe(3);
    expect(typing).toBe(false);
    expect(showsExamples).toBe(false);
  });

  it("asks on the site's clock, in the parent's language: the reply's deadline counts from that day", async () => {
    const chat = createParentChatSession({
      assistant: createCannedAssistant({ delays: NO_DELAYS }),
      locale: 'es-MX',
      clock: () => new Date('2026-12-06T10:00:00Z'),
    });
    await chat.send('¿Cómo funciona la ayuda financiera?');
    expect(chat.getState().messages.at(-1)?.values).toEqual({ date: '15 de enero de 2027' });
  });

  it('sends nothing blank', async () => {
    const chat = session();
    await chat.send(' \n ');
    expect(chat.getState().messages).toEqual([PARENT_WELCOME]);
  });

  it('types for 1.5 s and takes no second message meanwhile', async () => {
    vi.useFakeTimers();
    const chat = createParentChatSession({ assistant: createCannedAssistant() });
    const first = chat.send('Is there housing?');
    expect(chat.getState()).toMatchObject({ typing: true, showsExamples: false });
    await chat.send('Hello?');
    expect(chat.getState().messages).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.parentReply - 1);
    expect(chat.getState().typing).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(chat.getState().typing).toBe(false);
    expect(chat.getState().messages.at(-1)?.content).toBe(parentReplyTo('housing'));
  });

  it('dispose drops the reply on its way', async () => {
    vi.useFakeTimers();
    const chat = createParentChatSession({ assistant: createCannedAssistant() });
    const sent = chat.send('Interview tips?');
    chat.dispose();
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.parentReply);
    await sent;
    expect(chat.getState().typing).toBe(false);
    expect(chat.getState().messages).toHaveLength(2);
  });

  it('shows a model’s reply as it is written, then appends it', async () => {
    let write: (soFar: string) => void = () => {};
    let finish: (reply: { id: string }) => void = () => {};
    const chat = createParentChatSession({
      assistant: {
        parentReply: (_message, options) =>
          new Promise((resolve) => {
            write = (soFar) => options?.onText?.(soFar);
            finish = resolve;
          }),
      },
    });
    const sent = chat.send('Is there housing?');
    expect(chat.getState()).toMatchObject({ typing: true, replySoFar: '' });
    write('Most universities');
    expect(chat.getState()).toMatchObject({ typing: true, replySoFar: 'Most universities' });
    finish({ id: 'Most universities offer halls.' });
    await expect(sent).resolves.toBe(true);
    expect(chat.getState()).toMatchObject({ typing: false, replySoFar: '' });
    expect(chat.getState().messages.at(-1)?.content).toBe('Most universities offer halls.');
  });

  it('stop cancels the reply; the message leaves the log, to go back in the box', async () => {
    let signal: AbortSignal | undefined;
    const chat = createParentChatSession({
      assistant: {
        parentReply: (_message, options) =>
          new Promise((_resolve, reject) => {
            signal = options?.signal;
            signal?.addEventListener('abort', () => reject(signal?.reason));
          }),
      },
    });
    const sent = chat.send('Is there housing?');
    chat.stop();
    await expect(sent).resolves.toBe(false);
    expect(signal?.aborted).toBe(true);
    expect(chat.getState()).toEqual({
      messages: [PARENT_WELCOME],
      typing: false,
      replySoFar: '',
      showsExamples: true,
    });
  });

  it('a failed reply rejects and takes the message out of the log', async () => {
    const chat = createParentChatSession({
      assistant: { parentReply: () => Promise.reject(new Error('busy')) },
    });
    await expect(chat.send('Is there housing?')).rejects.toThrow('busy');
    expect(chat.getState().messages).toEqual([PARENT_WELCOME]);
  });

  it('sends the chat so far with a follow-up: not the welcome, nor a canned reply with values', async () => {
    const earlier: unknown[] = [];
    const replies = [
      { id: 'Engineering at Manchester.' },
      { id: 'Closes in {days} days', values: { days: 9 } },
      { id: 'Three.' },
    ];
    const chat = createParentChatSession({
      assistant: {
        parentReply: async (_message, options) => {
          earlier.push(options?.earlier);
          return replies[earlier.length - 1] ?? { id: '' };
        },
      },
    });
    await chat.send('Which programme?');
    await chat.send('When does it close?');
    await chat.send('How many did she choose?');
    expect(earlier).toEqual([
      [],
      [
        { sender: 'user', content: 'Which programme?' },
        { sender: 'bot', content: 'Engineering at Manchester.' },
      ],
      [
        { sender: 'user', content: 'Which programme?' },
        { sender: 'bot', content: 'Engineering at Manchester.' },
        { sender: 'user', content: 'When does it close?' },
      ],
    ]);
  });

  it('asks in the parent’s language at each message, a switch included', async () => {
    const canned = createCannedAssistant({ delays: NO_DELAYS });
    const asked: unknown[] = [];
    let locale: 'en-GB' | 'es-MX' = 'es-MX';
    const chat = createParentChatSession({
      assistant: {
        parentReply: (message, options) => {
          asked.push(options?.locale);
          return canned.parentReply(message, options);
        },
      },
      locale: () => locale,
    });
    await chat.send('¿Cuánto cuesta?');
    locale = 'en-GB';
    await chat.send('And the deadlines?');
    expect(asked).toEqual(['es-MX', 'en-GB']);
  });
});
