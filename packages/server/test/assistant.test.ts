import { format } from 'node:util';
import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type AssistantConfig, DEFAULT_ASSISTANT, Secret } from '../src/config';
import { startAssistantStub } from './assistant-stub';
import { schoolWithPeople } from './schools';
import { initTestApp, signedInStudent, startTestApp, type TestClient } from './utils';

const KEY = 'sk-puente-test-KEY-never-shown';
const SPANISH = { 'Accept-Language': 'es-MX,es;q=0.9' };

// Everything the server writes to the console during the file, to look for the key.
const logged: string[] = [];
for (const level of ['log', 'info', 'warn', 'error'] as const) {
  const write = console[level].bind(console);
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
    write(...args);
  });
}
afterAll(() => {
  expect(logged.join('\n')).not.toContain(KEY);
  vi.restoreAllMocks();
});

const stub = await startAssistantStub();
const assistant = (limits: Partial<AssistantConfig['limits']> = {}): AssistantConfig => ({
  ...DEFAULT_ASSISTANT,
  url: stub.url,
  model: 'stub-model',
  apiKey: new Secret(KEY),
  firstTokenTimeoutMs: 400,
  answerTimeoutMs: 3_000,
  limits: { ...DEFAULT_ASSISTANT.limits, ...limits },
});
const app = await startTestApp({ config: { assistant: assistant() } });
const { client: student } = await signedInStudent(app);
const profile = await student.post('/api/student-info', {
  intendedSubject: ['Engineering'],
  currentYear: '12th',
  mathScore: 91,
  chemistryScore: 80,
  biologyScore: null,
  physicsScore: 77,
  mathNotTaken: false,
  chemistryNotTaken: false,
  biologyNotTaken: true,
  physicsNotTaken: false,
  overallGpa: '9.1',
});
expect(profile.status, profile.text).toBe(201);

/** The server-sent events of a streamed answer, in order. */
function eventsOf(text: string): { event: string; data: { text?: string; message?: string } }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event: name, data: JSON.parse(data) };
    });
}

const ask = (client: TestClient, message: string, headers: Record<string, string> = {}) =>
  client.post('/api/assistant/chat-reply', { history: [], message }, { headers });

beforeEach(() => stub.script({ stream: ['Hello', ' there'] }));

describe('the assistant with a provider configured', () => {
  it('says a model answers a student, and the canned assistant anyone else', async () => {
    expect((await student.get('/api/assistant')).body).toEqual({ provider: 'model' });
    const signedOut = await app.client().get('/api/assistant');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ provider: 'canned' });
  });

  it('streams the exploration chat’s reply as it is written, grounded in the profile', async () => {
    stub.script({ stream: ['Engineering ', 'in Manchester', '?'], delayMs: 20 });
    const answer = await student.post('/api/assistant/chat-reply', {
      history: [{ sender: 'bot', content: 'Which subjects do you enjoy?' }],
      message: 'Maths and physics',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    expect(eventsOf(answer.text)).toEqual([
      { event: 'text', data: { text: 'Engineering ' } },
      { event: 'text', data: { text: 'in Manchester' } },
      { event: 'text', data: { text: '?' } },
      { event: 'done', data: {} },
    ]);
    const [sent] = stub.requests;
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body.model).toBe('stub-model');
    expect(sent?.body.stream).toBe(true);
    const system = sent?.body.messages[0].content as string;
    expect(system).toContain('Engineering');
    expect(system).toContain('British English (en-GB)');
    expect(sent?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Maths and physics' });
    expect(answer.text).not.toContain(KEY);
  });

  it('answers in the asker’s language', async () => {
    await ask(student, 'Hola', SPANISH);
    expect(stub.requests[0]?.body.messages[0].content).toContain('Mexican Spanish (es-MX)');
  });

  it.each([
    ['en-GB', {}, 'The assistant took too long to answer'],
    ['es-MX', SPANISH, 'El asistente tardó demasiado en responder'],
  ])('says so when the first words take too long (%s)', async (_, headers, message) => {
    stub.script({ stream: ['Late'], firstDelayMs: 1_000 });
    const answer = await ask(student, 'Hello?', headers);
    expect(answer.status).toBe(504);
    expect(answer.body.message).toContain(message);
  });

  it.each([
    [500, 502, {}, 'The assistant is not available right now'],
    [500, 502, SPANISH, 'El asistente no está disponible en este momento'],
    [429, 503, {}, 'The assistant is busy right now'],
    [429, 503, SPANISH, 'El asistente está ocupado en este momento'],
  ])('answers a provider’s %i as %i', async (status, ours, headers, message) => {
    stub.script({ status });
    const answer = await ask(student, 'Hello?', headers);
    expect(answer.status).toBe(ours);
    expect(answer.body.message).toContain(message);
    expect(answer.text).not.toContain('scripted failure');
  });

  it('ends a reply cut off mid-stream with an error event in the asker’s language', async () => {
    stub.script({ streamThenDrop: ['Half an ', 'answer'] });
    const answer = await ask(student, 'Hello?', SPANISH);
    expect(answer.status).toBe(200);
    const events = eventsOf(answer.text);
    expect(events[0]).toEqual({ event: 'text', data: { text: 'Half an ' } });
    expect(events.at(-1)?.event).toBe('error');
    expect(events.at(-1)?.data.message).toContain('El asistente no está disponible');
  });

  it('cancels the provider’s request when the asker stops', async () => {
    stub.script({ stream: ['One', ' two', ' three', ' four'], delayMs: 300 });
    const controller = new AbortController();
    const response = await student.fetch(`${app.url}/api/assistant/chat-reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Tell me a long story' }),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('One');
    controller.abort();
    await expect(stub.requests[0]?.closed).resolves.toBeUndefined();
  });

  it('summarises an ended chat in four points, asking again once when the answer does not parse', async () => {
    const points = [
      'You want a foundation year.',
      'Maths decides.',
      'Cost matters.',
      'Book IELTS.',
    ];
    stub.script({ content: 'not json at all' }, { content: JSON.stringify({ points }) });
    const history = [{ sender: 'user', content: 'I like maths' }];
    const answer = await student.post('/api/assistant/chat-summary', { history });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ points });
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[0]?.body.response_format.type).toBe('json_schema');
  });

  it.each([
    [{}, 'could not put its answer together'],
    [SPANISH, 'no pudo armar su respuesta'],
  ])('gives an honest message when the summary does not parse twice', async (headers, message) => {
    stub.script({ content: JSON.stringify({ points: ['only one'] }) });
    const answer = await student.post(
      '/api/assistant/chat-summary',
      { history: [{ sender: 'user', content: 'Hi' }] },
      { headers },
    );
    expect(answer.status).toBe(502);
    expect(answer.body.message).toContain(message);
    expect(stub.requests).toHaveLength(2);
  });

  it('outlines a statement in English from the questionnaire and the programme', async () => {
    const outline = { introduction: 'Open…', paragraphOne: 'Describe…', paragraphTwo: 'Close…' };
    stub.script({ content: JSON.stringify(outline) });
    const answer = await student.post(
      '/api/assistant/outline',
      { answers: { motivation: 'I fixed radios' }, programme: 'Engineering Foundation Year' },
      { headers: SPANISH },
    );
    expect(answer.body).toEqual(outline);
    const sent = JSON.stringify(stub.requests[0]?.body.messages);
    expect(sent).toContain('I fixed radios');
    expect(sent).toContain('Engineering Foundation Year');
    expect(sent).toContain('British English (en-GB)');
  });

  it('outlines for the programme the student chose when the wizard names none', async () => {
    const chosen = (await student.post('/api/selected-programs', { programId: 1 })).body.program;
    stub.script({
      content: JSON.stringify({ introduction: 'a', paragraphOne: 'b', paragraphTwo: 'c' }),
    });
    await student.post('/api/assistant/outline', { answers: {} });
    expect(JSON.stringify(stub.requests[0]?.body.messages)).toContain(
      `Chosen programme: ${chosen.programName}, ${chosen.universityName}`,
    );
  });

  it('reviews a statement against its format’s rules', async () => {
    const comments = [{ paragraph: 1, type: 'praise', text: 'Buen inicio.' }];
    stub.script({ content: JSON.stringify({ comments }) });
    const answer = await student.post(
      '/api/assistant/review',
      { text: 'First.\n\nSecond.', format: 'ucas-2026' },
      { headers: SPANISH },
    );
    expect(answer.body).toEqual({ comments });
    const sent = JSON.stringify(stub.requests[0]?.body.messages);
    expect(sent).toContain('350 characters');
    expect(sent).toContain('[2] Second.');
  });

  it('refuses more than the maximum input', async () => {
    const answer = await ask(student, 'x'.repeat(8_001));
    expect(answer.status).toBe(400);
    expect(stub.requests).toHaveLength(0);
  });

  it('lets only students ask', async () => {
    expect((await app.client().post('/api/assistant/chat-reply', { message: 'Hi' })).status).toBe(
      401,
    );
  });
});

describe('the daily limits', () => {
  it('answer 429 with when to try again, kindly, in the asker’s language', async () => {
    const limited = await initTestApp({
      config: { assistant: assistant({ requestsPerUser: 2 }) },
    });
    onTestFinished(() => limited.close());
    const { client, userId } = await signedInStudent(limited);
    expect((await ask(client, 'One')).status).toBe(200);
    expect((await ask(client, 'Two')).status).toBe(200);
    const refused = await ask(client, 'Three', SPANISH);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.body.message).toContain('tu consejero');
    const rows = await limited.orm.em
      .fork()
      .getConnection()
      .execute('select feature, requests, prompt_tokens from assistant_usage where user_id = ?', [
        userId,
      ]);
    expect(rows).toEqual([{ feature: 'chat-reply', requests: 2, prompt_tokens: 100 }]);
  });
});

describe('the usage an admin sees', () => {
  it('adds up this month’s answers and tokens of their school’s members by feature', async () => {
    const school = await schoolWithPeople(app, 'Escuela del asistente');
    await ask(school.student.client, 'Hi');
    await ask(school.student.client, 'Again');
    await ask(student, 'Not in the school');
    const usage = await school.admin.client.get('/api/assistant/usage');
    expect(usage.body).toEqual({
      month: new Date().toISOString().slice(0, 7),
      answers: 2,
      tokens: 120,
      features: [{ feature: 'chat-reply', requests: 2, tokens: 120 }],
    });
  });
});

describe('the assistant without a provider', () => {
  it('stays canned: says so, and its features answer 404', async () => {
    const canned = await initTestApp();
    onTestFinished(() => canned.close());
    const { client } = await signedInStudent(canned);
    expect((await client.get('/api/assistant')).body).toEqual({ provider: 'canned' });
    expect((await ask(client, 'Hi')).status).toBe(404);
  });
});
