import { describe, expect, it, vi } from 'vitest';
import { NO_DELAYS } from '../domain/delays';
import { COUNSELOR_STUDENT as SAMPLE_STUDENT } from '../sample/counselor-student';
import { createCannedAssistant } from './assistant';
import { AssistantError, isStreamingAssistant } from './assistant-error';
import { createAssistantFromServer } from './assistant-from-server';
import { createServerAssistant, resolveAssistant } from './server-assistant';

const canned = createCannedAssistant({ delays: NO_DELAYS });

/** A streamed answer whose body arrives in `pieces`. */
function streamed(pieces: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

describe('the server’s assistant', () => {
  it('streams a chat reply, telling the reply so far as it is written', async () => {
    const whole = event('text', { text: 'Hola, ' }) + event('text', { text: '¿qué' });
    const fetch = vi.fn(async () =>
      streamed([
        whole.slice(0, 20),
        whole.slice(20),
        event('text', { text: ' te gusta?' }),
        event('done', {}),
      ]),
    );
    const assistant = createServerAssistant({
      baseUrl: 'https://puente.test',
      fetch,
      fallback: canned,
    });
    const seen: string[] = [];
    const reply = await assistant.chatReply(
      [{ id: 'm1', sender: 'bot', content: 'Hi!', isThinking: false }],
      'Hola',
      { locale: 'es-MX', onText: (soFar) => seen.push(soFar) },
    );
    expect(reply).toBe('Hola, ¿qué te gusta?');
    expect(seen).toEqual(['Hola, ', 'Hola, ¿qué', 'Hola, ¿qué te gusta?']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://puente.test/api/assistant/chat-reply');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es-MX');
    expect(JSON.parse(String(init.body))).toEqual({
      history: [{ sender: 'bot', content: 'Hi!' }],
      message: 'Hola',
    });
  });

  it('regenerates an outline from the questionnaire it was drawn from, not from nothing', async () => {
    const outline = { introduction: 'a', paragraphOne: 'b', paragraphTwo: 'c' };
    const fetch = vi.fn(async () => json(outline));
    const assistant = createServerAssistant({ fetch, fallback: canned });
    const answers = { motivation: 'I fixed radios', goals: 'Engineering at Leeds' };
    await assistant.regenerateOutline(outline, 'More about my goals', { answers });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/assistant/outline');
    expect(JSON.parse(String(init.body))).toEqual({
      answers,
      outline,
      feedback: 'More about my goals',
    });
  });

  it('fails with the server’s message when the stream ends in an error or is cut off', async () => {
    const failing = createServerAssistant({
      fetch: async () =>
        streamed([event('text', { text: 'Half' }), event('error', { message: 'Se cortó.' })]),
      fallback: canned,
    });
    await expect(failing.chatReply([], 'Hi')).rejects.toThrow('Se cortó.');
    const cut = createServerAssistant({
      fetch: async () => streamed([event('text', { text: 'Half' })]),
      fallback: canned,
    });
    await expect(cut.chatReply([], 'Hi')).rejects.toBeInstanceOf(AssistantError);
  });

  it('fails with the server’s message and when to try again on a limit', async () => {
    const assistant = createServerAssistant({
      fetch: async () => json({ message: 'Vuelve mañana.' }, 429, { 'Retry-After': '3600' }),
      fallback: canned,
    });
    const error = await assistant.chatReply([], 'Hi').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({
      message: 'Vuelve mañana.',
      status: 429,
      retryAfterSeconds: 3600,
    });
  });

  it('builds the review page from the statement and the comments', async () => {
    const assistant = createServerAssistant({
      fetch: async () => json({ comments: [{ paragraph: 2, type: 'praise', text: 'Bien.' }] }),
      fallback: canned,
    });
    const review = await assistant.reviewStatement('One two.\n\nThree.');
    expect(review.paragraphs).toEqual([
      { id: 1, text: 'One two.', hasComment: false },
      { id: 2, text: 'Three.', hasComment: true, commentType: 'praise', commentText: 'Bien.' },
    ]);
    expect(review).toMatchObject({ wordCount: 3, commentCount: 1 });
  });

  it('leaves what the server does not answer yet to the fallback', async () => {
    const fetch = vi.fn();
    const assistant = createServerAssistant({ fetch, fallback: canned });
    expect(await assistant.parentReply('Hello')).toEqual(await canned.parentReply('Hello'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Ask AI and the parent chat through the server', () => {
  const answer = () =>
    streamed([event('text', { text: 'Va bien' }), event('text', { text: '.' }), event('done', {})]);
  const sample = { name: 'Sofía', programmes: [] };

  it('asks about a real student (one with an id), in the asker’s language', async () => {
    const fetch = vi.fn(async () => answer());
    const assistant = createServerAssistant({ fetch, fallback: canned });
    const student = { ...SAMPLE_STUDENT, id: 42 };
    const reply = await assistant.askAboutStudent('¿Cómo va?', student, { locale: 'es-MX' });
    expect(reply).toEqual({ id: 'Va bien.' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/assistant/ask-ai');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('es-MX');
    expect(JSON.parse(String(init.body))).toEqual({
      studentId: 42,
      history: [],
      question: '¿Cómo va?',
    });
  });

  it('asks about the parent’s own child (one with an id)', async () => {
    const fetch = vi.fn(async () => answer());
    const assistant = createServerAssistant({ fetch, fallback: canned });
    const reply = await assistant.parentReply('When?', { child: { ...sample, id: 7 } });
    expect(reply).toEqual({ id: 'Va bien.' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/assistant/parent-reply');
    expect(JSON.parse(String(init.body))).toEqual({ childId: 7, history: [], message: 'When?' });
  });

  it('sends the chat so far with a follow-up, the latest 40 turns at most', async () => {
    const fetch = vi.fn(async () => answer());
    const assistant = createServerAssistant({ fetch, fallback: canned });
    const earlier = Array.from({ length: 45 }, (_, index) => ({
      sender: index % 2 === 0 ? ('user' as const) : ('bot' as const),
      content: `turn ${index}`,
    }));
    await assistant.askAboutStudent('And then?', { ...SAMPLE_STUDENT, id: 42 }, { earlier });
    await assistant.parentReply('And then?', { child: { ...sample, id: 7 }, earlier });
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      const { history } = JSON.parse(String(init.body)) as { history: { content: string }[] };
      expect(history).toHaveLength(40);
      expect(history[0]?.content).toBe('turn 5');
      expect(history.at(-1)?.content).toBe('turn 44');
    }
  });

  it('keeps the canned answers about a sample student or child (no id)', async () => {
    const fetch = vi.fn();
    const assistant = createServerAssistant({ fetch, fallback: canned });
    expect(await assistant.askAboutStudent('GPA?', SAMPLE_STUDENT)).toEqual(
      await canned.askAboutStudent('GPA?', SAMPLE_STUDENT),
    );
    expect(await assistant.parentReply('Costs?', { child: sample })).toEqual(
      await canned.parentReply('Costs?', { child: sample }),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with the server’s message (a 404 for a student one may not see)', async () => {
    const fetch = vi.fn(async () => json({ message: 'No se encontró al estudiante' }, 404));
    const assistant = createServerAssistant({ fetch, fallback: canned });
    const asking = assistant.askAboutStudent('?', { ...SAMPLE_STUDENT, id: 9 });
    await expect(asking).rejects.toEqual(new AssistantError('No se encontró al estudiante', 404));
  });
});

describe('resolveAssistant', () => {
  it('is the server’s when it says a model answers, else the fallback', async () => {
    const model = await resolveAssistant({
      fetch: async () => json({ provider: 'model' }),
      fallback: canned,
    });
    expect(isStreamingAssistant(model)).toBe(true);
    for (const fetch of [
      async () => json({ provider: 'canned' }),
      async () => json({ message: 'Not signed in' }, 401),
      async () => {
        throw new TypeError('offline');
      },
    ]) {
      expect(await resolveAssistant({ fetch, fallback: canned })).toBe(canned);
    }
  });
});

describe('createAssistantFromServer', () => {
  it('asks the server which assistant answers at the first call, once', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/api/assistant')
        ? json({ provider: 'model' })
        : streamed([event('text', { text: 'Hi' }), event('done', {})]),
    );
    const assistant = createAssistantFromServer({ fetch: fetch as never, fallback: canned });
    expect(fetch).not.toHaveBeenCalled();
    expect(isStreamingAssistant(assistant)).toBe(false);
    expect(await assistant.chatReply([], 'Hello')).toBe('Hi');
    expect(await assistant.chatReply([], 'Again')).toBe('Hi');
    expect(isStreamingAssistant(assistant)).toBe(true);
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/api/assistant'))).toHaveLength(1);
  });

  it('stays canned when the server says so', async () => {
    const assistant = createAssistantFromServer({
      fetch: async () => json({ provider: 'canned' }),
      fallback: canned,
    });
    expect(await assistant.chatSummary([])).toEqual(await canned.chatSummary([]));
    expect(isStreamingAssistant(assistant)).toBe(false);
  });

  it('chooses on preload (a screen with an assistant mounting), once for every part of the page', async () => {
    const fetch = vi.fn(async () => json({ provider: 'model' }));
    const assistant = createAssistantFromServer({ fetch: fetch as never, fallback: canned });
    await Promise.all([assistant.preload(), assistant.preload()]);
    await assistant.preload();
    expect(isStreamingAssistant(assistant)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after who is signed in changes, so signing in brings the model without a reload', async () => {
    let signedIn = false;
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/api/assistant')) return json({ provider: signedIn ? 'model' : 'canned' });
      return json({ points: ['One', 'Two', 'Three', 'Four'] });
    });
    const assistant = createAssistantFromServer({ fetch: fetch as never, fallback: canned });
    await assistant.preload();
    expect(isStreamingAssistant(assistant)).toBe(false);

    signedIn = true;
    assistant.forget();
    expect(await assistant.chatSummary([])).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(isStreamingAssistant(assistant)).toBe(true);

    signedIn = false;
    assistant.forget();
    expect(isStreamingAssistant(assistant)).toBe(false);
    expect(await assistant.chatSummary([])).toEqual(await canned.chatSummary([]));
  });

  it('keeps no answer asked for before the change', async () => {
    let answer: (provider: string) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (provider) => resolve(json({ provider }));
        }),
    );
    const assistant = createAssistantFromServer({ fetch: fetch as never, fallback: canned });
    const before = assistant.preload();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    assistant.forget();
    answer('model');
    await before;
    expect(isStreamingAssistant(assistant)).toBe(false);
  });

  it('asks for a school’s website below its site key, without cookies, and only the advisor chat', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.endsWith('/site/pk_school')) return json({ provider: 'model' });
      return json({ points: ['One', 'Two', 'Three', 'Four'] });
    });
    const assistant = createAssistantFromServer({
      baseUrl: 'https://puente.test',
      siteKey: 'pk_school',
      fetch: fetch as never,
      fallback: canned,
    });
    expect(await assistant.chatSummary([])).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(isStreamingAssistant(assistant)).toBe(true);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.credentials])).toEqual([
      ['https://puente.test/api/assistant/site/pk_school', 'omit'],
      ['https://puente.test/api/assistant/site/pk_school/chat-summary', 'omit'],
    ]);
    // Nobody is signed in on the school's page: the rest stays canned, asking nothing.
    expect(await assistant.generateOutline({})).toEqual(await canned.generateOutline({}));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
