import { afterAll, describe, expect, it, vi } from 'vitest';
import { startAssistantStub } from '../../../test/assistant-stub';
import { DEFAULT_ASSISTANT } from '../../config';
import { AssistantFailure, createAssistantProvider } from './assistant-provider';

const stub = await startAssistantStub();
afterAll(() => stub.close());

const provider = (timeouts: { firstTokenTimeoutMs: number; answerTimeoutMs: number }) =>
  createAssistantProvider({
    ...DEFAULT_ASSISTANT,
    ...timeouts,
    url: stub.url,
    model: 'stub-model',
    apiKey: undefined,
  });

const HELLO = [{ role: 'user' as const, content: 'Hello' }];

describe('an answer cut short: the timeouts (ASSISTANT_FIRST_TOKEN_TIMEOUT_MS, ASSISTANT_TIMEOUT_MS) and Stop', () => {
  it('ends an answer that takes longer than the whole-answer timeout, though its first words came in time', async () => {
    // Roomy timings: the machine may be busy, and the answer needs 1.5 s of the 1 s allowed.
    stub.script({ stream: ['One', ' two', ' three', ' four'], delayMs: 500 });
    const written: string[] = [];
    const answer = provider({ firstTokenTimeoutMs: 2_000, answerTimeoutMs: 1_000 }).stream(HELLO, {
      signal: new AbortController().signal,
      onText: (text) => written.push(text),
    });
    await expect(answer).rejects.toEqual(new AssistantFailure('timeout'));
    expect(written[0]).toBe('One');
    expect(written).not.toContain(' four');
    await expect(stub.requests.at(-1)?.closed).resolves.toBeUndefined();
  });

  it('ends an answer whose first words take too long, its headers sent at once', async () => {
    stub.script({ stream: ['Late'], firstDelayMs: 500 });
    const answer = provider({ firstTokenTimeoutMs: 150, answerTimeoutMs: 2_000 }).stream(HELLO, {
      signal: new AbortController().signal,
      onText: () => {},
    });
    await expect(answer).rejects.toEqual(new AssistantFailure('timeout'));
  });

  it('says the asker left when they stop partway, rather than answering', async () => {
    stub.script({ stream: ['One', ' two', ' three'], delayMs: 150 });
    const stop = new AbortController();
    const answer = provider({ firstTokenTimeoutMs: 400, answerTimeoutMs: 2_000 }).stream(HELLO, {
      signal: stop.signal,
      onText: () => stop.abort(),
    });
    await expect(answer).rejects.toEqual(new AssistantFailure('aborted'));
  });

  it('lets a slow answer finish within both timeouts', async () => {
    stub.script({ stream: ['One', ' two'], firstDelayMs: 100, delayMs: 50 });
    const written: string[] = [];
    await provider({ firstTokenTimeoutMs: 2_000, answerTimeoutMs: 3_000 }).stream(HELLO, {
      signal: new AbortController().signal,
      onText: (text) => written.push(text),
    });
    expect(written.join('')).toBe('One two');
  });

  it('ends a structured answer (summary, outline, review) past the whole-answer timeout', async () => {
    stub.script({ stream: ['{"points": []}'], firstDelayMs: 600 });
    const answer = provider({ firstTokenTimeoutMs: 100, answerTimeoutMs: 300 }).structured(
      HELLO,
      { name: 'points', jsonSchema: {}, schema: {} as never },
      { signal: new AbortController().signal },
    );
    await expect(answer).rejects.toEqual(new AssistantFailure('timeout'));
  });

  it('cancels the provider’s request for a structured answer when the asker stops (the wizard’s Stop)', async () => {
    stub.script({ stream: ['{"points": []}'], firstDelayMs: 2_000 });
    const stop = new AbortController();
    const answer = provider({ firstTokenTimeoutMs: 400, answerTimeoutMs: 5_000 }).structured(
      HELLO,
      { name: 'points', jsonSchema: {}, schema: {} as never },
      { signal: stop.signal },
    );
    await vi.waitFor(() => expect(stub.requests).toHaveLength(1));
    stop.abort();
    await expect(answer).rejects.toEqual(new AssistantFailure('aborted'));
    await expect(stub.requests[0]?.closed).resolves.toBeUndefined();
  });
});
