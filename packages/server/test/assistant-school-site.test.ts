import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startAssistantStub } from './assistant-stub';
import { newSchool, schoolWithPeople } from './schools';
import { stubAssistantConfig } from './stub-assistant-config';
import { initTestApp, startTestApp, type TestApp } from './utils';

/**
 * The advisor chat on a school's website (docs/assistant.md, "On a school's
 * website"): its site key, from the school's own origins, without cookies.
 */

const KEY = 'sk-puente-test-KEY-of-the-school-site';
const SITE = 'https://colegio.example';

const stub = await startAssistantStub();
afterAll(() => stub.close());
const assistant = stubAssistantConfig(stub.url, KEY);

/** A school with its website registered, and its site key. */
async function schoolWithSite(app: TestApp, name = 'Colegio con sitio') {
  const { admin, school } = await newSchool(app, name);
  const saved = await admin.client.put('/api/school', {
    schoolName: name,
    city: 'León',
    country: 'Mexico',
    origins: [SITE],
  });
  expect(saved.status, saved.text).toBe(200);
  return { admin, school: school as { id: number; siteKey: string } };
}

/** What the element on the school's page sends: no cookies, the page's Origin. */
const fromPage = (app: TestApp, siteKey: string, origin: string | undefined = SITE) => {
  const headers: Record<string, string> = origin ? { origin, 'sec-fetch-site': 'cross-site' } : {};
  const client = app.client();
  return {
    status: () => client.get(`/api/assistant/site/${siteKey}`, { headers }),
    reply: (message: string) =>
      client.post(
        `/api/assistant/site/${siteKey}/chat-reply`,
        { history: [{ sender: 'bot', content: 'What do you enjoy?' }], message },
        { headers },
      ),
    summary: () =>
      client.post(
        `/api/assistant/site/${siteKey}/chat-summary`,
        { history: [{ sender: 'user', content: 'I like maths' }] },
        { headers },
      ),
    preflight: () =>
      client.request('OPTIONS', `/api/assistant/site/${siteKey}/chat-reply`, {
        headers: {
          ...headers,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
  };
};

const usageOf = (app: TestApp, schoolId: number) =>
  app.orm.em
    .fork()
    .getConnection()
    .execute(
      'select feature, requests, user_id from assistant_usage where school_id = ? order by feature',
      [schoolId],
    );

beforeEach(() => stub.script({ stream: ['Hola', ' de nuevo'] }));

describe('the assistant on a school’s website', async () => {
  const app = await startTestApp({ config: { assistant: assistant() } });
  const { admin, school } = await schoolWithSite(app);
  const page = fromPage(app, school.siteKey);

  it('says a model answers, with CORS for the school’s website only', async () => {
    const answer = await page.status();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ provider: 'model' });
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    const preflight = await page.preflight();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('streams the reply from the conversation alone, counted as the school’s', async () => {
    const answer = await page.reply('Me gustan las mates');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(answer.text).toContain('event: done');
    expect(answer.text).not.toContain(KEY);
    const [sent] = stub.requests;
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Me gustan las mates' });
    expect(sent?.body.messages[0].content).toContain('has not filled in their profile');
    expect(answer.setCookies).toEqual([]);

    const points = ['Maths.', 'A foundation year.', 'Costs.', 'IELTS.'];
    stub.script({ content: JSON.stringify({ points }) });
    const summary = await page.summary();
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body).toEqual({ points });
    expect(summary.text).not.toContain(KEY);

    await vi.waitFor(async () =>
      expect(await usageOf(app, school.id)).toEqual([
        { feature: 'site-chat-reply', requests: 1, user_id: null },
        { feature: 'site-chat-summary', requests: 1, user_id: null },
      ]),
    );
    const usage = await admin.client.get('/api/assistant/usage');
    expect(usage.body).toMatchObject({ answers: 2 });
  });

  it.each([
    ['another website', SITE.replace('colegio', 'otro')],
    ['no Origin', undefined],
  ])('refuses %s with 403, sending nothing and counting nothing', async (_, origin) => {
    const { school: other } = await schoolWithSite(app, `Colegio sin ${origin ?? 'origen'}`);
    const elsewhere = fromPage(app, other.siteKey, origin ?? '');
    for (const answer of [
      await elsewhere.status(),
      await elsewhere.preflight(),
      await elsewhere.reply('Hola'),
      await elsewhere.summary(),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.text).not.toContain(KEY);
    }
    expect(stub.requests).toHaveLength(0);
    expect(await usageOf(app, other.id)).toEqual([]);
  });

  it('answers 404 to a key no school has, sending nothing', async () => {
    const unknown = fromPage(app, `pk_${'x'.repeat(24)}`);
    for (const answer of [await unknown.status(), await unknown.reply('Hola')]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses a key no client could have been given (control characters, broken encodings, a huge one) with a 4xx, never a 5xx', async () => {
    for (const key of ['%00', 'pk_%00%01%1b', '%E0%A4%A', '%C0%AF', `pk_${'x'.repeat(20_000)}`]) {
      const hostile = fromPage(app, key);
      for (const answer of [await hostile.status(), await hostile.reply('Hola')]) {
        // 431: Node refuses a request line past its header limit, before the app.
        expect([400, 404, 414, 431], `${key.slice(0, 20)}: ${answer.status}`).toContain(
          answer.status,
        );
      }
    }
    expect(stub.requests).toHaveLength(0);
  });

  it('leaves Puente’s own routes same-origin: a school’s website cannot use a student’s session', async () => {
    const answer = await app
      .client()
      .post(
        '/api/assistant/chat-reply',
        { message: 'Hola' },
        { headers: { origin: SITE, 'sec-fetch-site': 'cross-site' } },
      );
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the limits on a school’s website', () => {
  it('counts the school’s day with its members’, and each visitor’s hour: 429 past either', async () => {
    const limited = await initTestApp({
      config: { assistant: assistant({ requestsPerSchool: 3, requestsPerVisitor: 10 }) },
    });
    onTestFinished(() => limited.close());
    const { school } = await schoolWithSite(limited);
    const page = fromPage(limited, school.siteKey);
    expect((await page.reply('Uno')).status).toBe(200);
    expect((await page.reply('Dos')).status).toBe(200);
    expect((await page.reply('Tres')).status).toBe(200);
    const refused = await page.reply('Cuatro');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The page can read why: the refusal has the school's CORS too.
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(refused.body.message).toContain('Your school has used all of today’s assistant answers');
    expect(stub.requests).toHaveLength(3);
  });

  it('refuses a visitor past their hour’s requests, before the provider is asked', async () => {
    const limited = await initTestApp({
      config: { assistant: assistant({ requestsPerVisitor: 2 }) },
    });
    onTestFinished(() => limited.close());
    const { school } = await schoolWithSite(limited);
    const page = fromPage(limited, school.siteKey);
    expect((await page.reply('Uno')).status).toBe(200);
    expect((await page.reply('Dos')).status).toBe(200);
    const refused = await page.reply('Tres');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('Too many requests from here');
    expect(stub.requests).toHaveLength(2);
  });

  it('keeps a school’s website canned when no model is configured', async () => {
    const canned = await initTestApp();
    onTestFinished(() => canned.close());
    const { school } = await schoolWithSite(canned);
    const page = fromPage(canned, school.siteKey);
    expect((await page.status()).body).toEqual({ provider: 'canned' });
    expect((await page.reply('Hola')).status).toBe(404);
  });
});

describe('a school’s members and its website', async () => {
  it('share the school’s day', async () => {
    const app = await initTestApp({
      config: { assistant: assistant({ requestsPerSchool: 2 }) },
    });
    onTestFinished(() => app.close());
    const people = await schoolWithPeople(app, 'Escuela compartida');
    await people.admin.client.put('/api/school', {
      schoolName: 'Escuela compartida',
      city: 'León',
      country: 'Mexico',
      origins: [SITE],
    });
    const { siteKey } = (await people.admin.client.get('/api/school')).body;
    const ask = () => people.student.client.post('/api/assistant/chat-reply', { message: 'Hi' });
    expect((await ask()).status).toBe(200);
    expect((await fromPage(app, siteKey).reply('Hola')).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});
