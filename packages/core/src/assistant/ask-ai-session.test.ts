import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELAYS, NO_DELAYS } from '../domain/delays';
import { COUNSELOR_STUDENT } from '../sample/counselor-student';
import { createAskAiSession } from './ask-ai-session';
import { type Assistant, createCannedAssistant } from './assistant';

const session = (assistant: Assistant = createCannedAssistant({ delays: NO_DELAYS })) =>
  createAskAiSession({ assistant, student: COUNSELOR_STUDENT });

afterEach(() => {
  vi.useRealTimers();
});

describe('Ask AI session', () => {
  it('appends each answer to the history, oldest first, routed by keyword', async () => {
    const ai = session();
    await ai.ask('  Is pre-med realistic?  ');
    await ai.ask('What about robotics?');
    await ai.ask('Anything else?');
    const { history, pendingQuestion } = ai.getState();
    expect(pendingQuestion).toBeNull();
    expect(history.map((entry) => entry.question)).toEqual([
      'Is pre-med realistic?',
      'What about robotics?',
      'Anything else?',
    ]);
    expect(history[0]?.answer.id).toMatch(/foundation year at a UK university/);
    expect(history[1]?.answer.id).toMatch(/Biomedical Engineering/);
    expect(history[2]?.answer.id).toMatch(/Italian universities/);
    expect(new Set(history.map((entry) => entry.id)).size).toBe(3);
  });

  it('asks nothing for a blank question', async () => {
    const ai = session();
    const seen = vi.fn();
    ai.subscribe(seen);
    expect(ai.canAsk('   ')).toBe(false);
    await ai.ask('   \n ');
    expect(seen).not.toHaveBeenCalled();
    expect(ai.getState().history).toEqual([]);
  });

  it('thinks for 2 s, refusing other questions meanwhile', async () => {
    vi.useFakeTimers();
    const ai = session(createCannedAssistant());
    const first = ai.ask('robotics?');
    expect(ai.getState().pendingQuestion).toBe('robotics?');
    expect(ai.canAsk('another')).toBe(false);
    await ai.ask('another');
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.askAiAnswer - 1);
    expect(ai.getState().history).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(ai.getState().pendingQuestion).toBeNull();
    expect(ai.getState().history.map((entry) => entry.question)).toEqual(['robotics?']);
  });

  it('drops the pending answer once disposed', async () => {
    vi.useFakeTimers();
    const ai = session(createCannedAssistant());
    const asking = ai.ask('robotics?');
    ai.dispose();
    await asking;
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.askAiAnswer);
    expect(ai.getState().history).toEqual([]);
  });

  it('clears the pending question and rethrows when the assistant fails', async () => {
    const failing = {
      ...createCannedAssistant(),
      askAboutStudent: () => Promise.reject(new Error('down')),
    };
    const ai = session(failing);
    await expect(ai.ask('robotics?')).rejects.toThrow('down');
    expect(ai.getState()).toEqual({ history: [], pendingQuestion: null, answerSoFar: '' });
  });

  it('shows a model’s answer as it is written, then adds it to the history', async () => {
    let write: (soFar: string) => void = () => {};
    let finish: (answer: { id: string }) => void = () => {};
    const ai = session({
      ...createCannedAssistant({ delays: NO_DELAYS }),
      askAboutStudent: (_question, _student, options) =>
        new Promise((resolve) => {
          write = (soFar) => options?.onText?.(soFar);
          finish = resolve;
        }),
    });
    const asked = ai.ask('robotics?');
    expect(ai.getState()).toMatchObject({ pendingQuestion: 'robotics?', answerSoFar: '' });
    write('She would');
    expect(ai.getState().answerSoFar).toBe('She would');
    finish({ id: 'She would enjoy it.' });
    await expect(asked).resolves.toBe(true);
    expect(ai.getState()).toMatchObject({ pendingQuestion: null, answerSoFar: '' });
    expect(ai.getState().history.at(-1)?.answer.id).toBe('She would enjoy it.');
  });

  it('stop cancels the answer and resolves false, with nothing added', async () => {
    let signal: AbortSignal | undefined;
    const ai = session({
      ...createCannedAssistant({ delays: NO_DELAYS }),
      askAboutStudent: (_question, _student, options) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    });
    const asked = ai.ask('robotics?');
    ai.stop();
    await expect(asked).resolves.toBe(false);
    expect(signal?.aborted).toBe(true);
    expect(ai.getState()).toEqual({ history: [], pendingQuestion: null, answerSoFar: '' });
  });

  it('asks a follow-up with the questions and a model’s answers before it', async () => {
    const earlier: unknown[] = [];
    let answered = 0;
    const ai = createAskAiSession({
      assistant: {
        ...createCannedAssistant({ delays: NO_DELAYS }),
        askAboutStudent: async (_question, _student, options) => {
          earlier.push(options?.earlier);
          answered += 1;
          return { id: `Answer ${answered}` };
        },
      },
      student: COUNSELOR_STUDENT,
    });
    await ai.ask('Which programme suits her?');
    await ai.ask('And the second one?');
    expect(earlier).toEqual([
      [],
      [
        { sender: 'user', content: 'Which programme suits her?' },
        { sender: 'bot', content: 'Answer 1' },
      ],
    ]);
  });

  it('asks in the counselor’s language at each question, a switch included', async () => {
    const canned = createCannedAssistant({ delays: NO_DELAYS });
    const asked: unknown[] = [];
    let locale: 'en-GB' | 'es-MX' = 'es-MX';
    const ai = createAskAiSession({
      assistant: {
        ...canned,
        askAboutStudent: (question, student, options) => {
          asked.push(options?.locale);
          return canned.askAboutStudent(question, student, options);
        },
      },
      student: COUNSELOR_STUDENT,
      locale: () => locale,
    });
    await ai.ask('¿Medicina?');
    locale = 'en-GB';
    await ai.ask('Robotics?');
    expect(asked).toEqual(['es-MX', 'en-GB']);
  });
});
