import { format } from 'node:util';
import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startAssistantStub } from './assistant-stub';
import { invited, schoolWithPeople } from './schools';
import { stubAssistantConfig } from './stub-assistant-config';
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
afterAll(() => stub.close());
const assistant = stubAssistantConfig(stub.url, KEY);
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

describe('Ask AI and the parent assistant', async () => {
  const ours = await schoolWithPeople(app, 'Escuela de Ask AI');
  const theirs = await schoolWithPeople(app, 'Otra escuela');
  const parent = await invited(app, ours.student.client, 'parent');
  const otherParent = await invited(app, theirs.student.client, 'parent');
  const saved = await ours.student.client.post('/api/student-info', {
    intendedSubject: ['Medicine & Health Sciences'],
    currentYear: '11th',
    mathScore: 88,
    chemistryScore: 95,
    biologyScore: 90,
    physicsScore: null,
    mathNotTaken: false,
    chemistryNotTaken: false,
    biologyNotTaken: false,
    physicsNotTaken: true,
    overallGpa: '9.6',
  });
  expect(saved.status, saved.text).toBe(201);
  const chosen = (await ours.student.client.post('/api/selected-programs', { programId: 1 })).body
    .program;
  await ours.admin.client.put('/api/school/context', {
    entries: ['Our students take IELTS in March.'],
  });
  const account = (await ours.counselor.client.get('/api/school/students')).body.find(
    (s: { id: number }) => s.id === ours.student.id,
  );
  const askAi = (client: TestClient, studentId: number, headers: Record<string, string> = {}) =>
    client.post(
      '/api/assistant/ask-ai',
      { studentId, question: 'Is this student on track?' },
      { headers },
    );
  const parentAsks = (client: TestClient, childId: number, headers: Record<string, string> = {}) =>
    client.post('/api/assistant/parent-reply', { childId, message: 'What is next?' }, { headers });
  const usageOf = (userId: number) =>
    app.orm.em
      .fork()
      .getConnection()
      .execute('select feature, requests from assistant_usage where user_id = ?', [userId]);

  it('say a model answers staff and parents too', async () => {
    expect((await ours.counselor.client.get('/api/assistant')).body).toEqual({ provider: 'model' });
    expect((await parent.client.get('/api/assistant')).body).toEqual({ provider: 'model' });
  });

  it.each([
    ['es-MX', SPANISH, 'Mexican Spanish (es-MX)'],
    ['en-GB', {}, 'British English (en-GB)'],
  ])(
    'answer a counselor about their student, grounded in the record and the school (%s)',
    async (_, headers, language) => {
      const answer = await askAi(ours.counselor.client, ours.student.id, headers);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/event-stream');
      expect(eventsOf(answer.text)).toEqual([
        { event: 'text', data: { text: 'Hello' } },
        { event: 'text', data: { text: ' there' } },
        { event: 'done', data: {} },
      ]);
      expect(answer.text).not.toContain(KEY);
      const [sent] = stub.requests;
      expect(sent?.authorization).toBe(`Bearer ${KEY}`);
      const system = sent?.body.messages[0].content as string;
      expect(system).toContain(language);
      expect(system).toContain(`${chosen.programName}, ${chosen.universityName}`);
      expect(system).toContain('tracker stage: researching');
      expect(system).toContain('Subjects they want to study: Medicine & Health Sciences');
      expect(system).toContain('Overall GPA: 9.6');
      expect(system).toContain('- Our students take IELTS in March.');
      expect(sent?.body.messages.at(-1)).toEqual({
        role: 'user',
        content: 'Is this student on track?',
      });
      const sentText = JSON.stringify(sent?.body);
      expect(sentText).not.toContain(account.email);
      expect(sentText).not.toContain(account.username);
      expect(sentText).not.toContain('Engineering'); // the other student's profile in this file
    },
  );

  it('send a follow-up with the chat so far, and refuse a chat too long to send', async () => {
    const history = [
      { sender: 'user', content: 'Which programme suits her?' },
      { sender: 'bot', content: 'The one she chose.' },
    ];
    const asked = (body: object) =>
      ours.counselor.client.post('/api/assistant/ask-ai', {
        studentId: ours.student.id,
        question: 'Why?',
        ...body,
      });
    expect((await asked({ history })).status).toBe(200);
    expect(stub.requests[0]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Which programme suits her?' },
      { role: 'assistant', content: 'The one she chose.' },
      { role: 'user', content: 'Why?' },
    ]);
    const followUp = { childId: ours.student.id, message: 'Why?', history };
    const anotherParent = await invited(app, ours.student.client, 'parent');
    expect((await anotherParent.client.post('/api/assistant/parent-reply', followUp)).status).toBe(
      200,
    );
    expect(stub.requests[1]?.body.messages.slice(1, -1)).toEqual([
      { role: 'user', content: 'Which programme suits her?' },
      { role: 'assistant', content: 'The one she chose.' },
    ]);
    const tooLong = await asked({ history: Array.from({ length: 41 }, () => history[0]) });
    expect(tooLong.status).toBe(400);
    const notText = await asked({ history: [{ sender: 'user', content: 42 }] });
    expect(notText.status).toBe(400);
    expect(stub.requests).toHaveLength(2);
  });

  it('answer an admin of the school too, and count Ask AI as its own feature', async () => {
    expect((await askAi(ours.admin.client, ours.student.id)).status).toBe(200);
    expect(await usageOf(ours.admin.id)).toEqual([{ feature: 'ask-ai', requests: 1 }]);
  });

  it.each([
    ['en-GB', {}, 'Student not found'],
    ['es-MX', SPANISH, 'No se encontró al estudiante'],
  ])(
    'answer 404 for another school’s student or no student, sending nothing (%s)',
    async (_, headers, message) => {
      for (const id of [ours.student.id, 999_999]) {
        const answer = await askAi(theirs.counselor.client, id, headers);
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe(message);
      }
      expect(stub.requests).toHaveLength(0);
      expect(await usageOf(theirs.counselor.id)).toEqual([]);
    },
  );

  it.each([
    ['es-MX', SPANISH, 'Mexican Spanish (es-MX)'],
    ['en-GB', {}, 'British English (en-GB)'],
  ])(
    'answer a parent about their child’s programmes, never the profile (%s)',
    async (_, headers, language) => {
      const answer = await parentAsks(parent.client, ours.student.id, headers);
      expect(answer.status, answer.text).toBe(200);
      expect(eventsOf(answer.text).at(-1)).toEqual({ event: 'done', data: {} });
      expect(answer.text).not.toContain(KEY);
      const system = stub.requests[0]?.body.messages[0].content as string;
      expect(system).toContain(language);
      expect(system).toContain(`${chosen.programName}, ${chosen.universityName}`);
      expect(system).toContain('tracker stage: researching');
      expect(system).toContain('personal statement: not-started');
      expect(system).not.toContain('GPA');
      expect(JSON.stringify(stub.requests[0]?.body)).not.toContain(account.email);
    },
  );

  it('count the parent’s replies as their own feature', async () => {
    expect(await usageOf(parent.id)).toEqual([{ feature: 'parent-reply', requests: 2 }]);
  });

  it('answer 404 for another parent’s child, sending nothing', async () => {
    for (const [client, id] of [
      [otherParent.client, ours.student.id],
      [parent.client, theirs.student.id],
    ] as const) {
      const answer = await parentAsks(client, id, SPANISH);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('No se encontró al estudiante');
    }
    expect(stub.requests).toHaveLength(0);
  });

  it('record no data view of their own: the screens asked from recorded the read', async () => {
    const views = async () => (await ours.student.client.get('/api/user/data-views')).body.length;
    const before = await views();
    expect((await askAi(ours.counselor.client, ours.student.id)).status).toBe(200);
    expect((await parentAsks(parent.client, ours.student.id)).status).toBe(200);
    expect(await views()).toBe(before);
  });

  it('let only staff ask Ask AI, and only parents the parent assistant', async () => {
    expect((await askAi(ours.student.client, ours.student.id)).status).toBe(403);
    expect((await askAi(parent.client, ours.student.id)).status).toBe(403);
    expect((await parentAsks(ours.counselor.client, ours.student.id)).status).toBe(403);
    expect(stub.requests).toHaveLength(0);
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
    expect(refused.body.message).toContain('quien te orienta en la prepa');
    const rows = await limited.orm.em
      .fork()
      .getConnection()
      .execute('select feature, requests, prompt_tokens from assistant_usage where user_id = ?', [
        userId,
      ]);
    expect(rows).toEqual([{ feature: 'chat-reply', requests: 2, prompt_tokens: 100 }]);
  });

  it('refuse once the day’s tokens reach a person’s limit, and once a school’s requests pass its own', async () => {
    const limited = await initTestApp({
      config: { assistant: assistant({ tokensPerUser: 100, requestsPerSchool: 3 }) },
    });
    onTestFinished(() => limited.close());
    const { student: pupil, counselor } = await schoolWithPeople(limited, 'Escuela con límite');
    const tokensOf = async (userId: number) =>
      (
        await limited.orm.em
          .fork()
          .getConnection()
          .execute(
            'select prompt_tokens + answer_tokens as tokens from assistant_usage where user_id = ?',
            [userId],
          )
      )[0]?.tokens;
    // Each streamed answer reports 60 tokens; they are added just after its last words.
    expect((await ask(pupil.client, 'One')).status).toBe(200);
    await vi.waitFor(async () => expect(await tokensOf(pupil.id)).toBe(60));
    expect((await ask(pupil.client, 'Two')).status).toBe(200);
    await vi.waitFor(async () => expect(await tokensOf(pupil.id)).toBe(120));
    const overTokens = await ask(pupil.client, 'Three');
    expect(overTokens.status).toBe(429);
    expect(overTokens.body.message).toContain('You have used all of today’s assistant answers');

    const askAi = () =>
      counselor.client.post('/api/assistant/ask-ai', {
        studentId: pupil.id,
        question: 'On track?',
      });
    expect((await askAi()).status).toBe(200);
    const overSchool = await askAi();
    expect(overSchool.status).toBe(429);
    expect(Number(overSchool.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(overSchool.body.message).toContain(
      'Your school has used all of today’s assistant answers',
    );
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

  it('is the admin’s own school only; its counselors, students and parents get 403', async () => {
    stub.script({ stream: ['Hola'] });
    const ours = await schoolWithPeople(app, 'Escuela con uso');
    const theirs = await schoolWithPeople(app, 'Escuela vecina');
    const parent = await invited(app, ours.student.client, 'parent');
    await ask(theirs.student.client, 'Hi');
    const usage = await ours.admin.client.get('/api/assistant/usage');
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({ answers: 0, tokens: 0, features: [] });
    expect((await theirs.admin.client.get('/api/assistant/usage')).body).toMatchObject({
      answers: 1,
    });
    for (const client of [ours.counselor.client, ours.student.client, parent.client, student]) {
      const refused = await client.get('/api/assistant/usage');
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('answers');
    }
  });
});

describe('the assistant without a provider', () => {
  it('stays canned: says so, and its features answer 404', async () => {
    const canned = await initTestApp();
    onTestFinished(() => canned.close());
    const { client } = await signedInStudent(canned);
    expect((await client.get('/api/assistant')).body).toEqual({ provider: 'canned' });
    expect((await ask(client, 'Hi')).status).toBe(404);
    const school = await schoolWithPeople(canned, 'Escuela sin modelo');
    expect((await school.admin.client.get('/api/assistant/usage')).status).toBe(404);
    expect((await school.counselor.client.get('/api/assistant/usage')).status).toBe(403);
  });
});
