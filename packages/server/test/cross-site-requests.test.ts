import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { User } from '../src/modules/user/user.entity';
import { initTestApp, newStudent, signedInStudent, startTestApp } from './utils';

const app = await startTestApp({ config: { allowedOrigins: ['https://partner.example'] } });

const REFUSED = {
  message: 'This request came from another website and was refused. Please use Puente directly.',
};
const foreign = 'https://evil.example';

const signedIn = async () => (await signedInStudent(app)).client;

const stateChanging: [string, string, unknown][] = [
  ['POST', '/api/login', { username: 'a', password: 'b' }],
  ['POST', '/api/register', newStudent()],
  ['POST', '/api/logout', undefined],
  ['POST', '/api/user/password', { currentPassword: 'x', newPassword: 'secret1' }],
  ['POST', '/api/student-info', { intendedSubject: ['Law'], currentYear: '12th' }],
  ['POST', '/api/selected-programs', { programId: 1 }],
  ['DELETE', '/api/selected-programs/1', undefined],
  ['PUT', '/api/selected-programs/1/personal-statement', { personalStatement: 'x' }],
];

describe('a state-changing credentialed request from another site', () => {
  it.each(stateChanging)('%s %s with a foreign Origin is a 403', async (method, path, json) => {
    const client = await signedIn();
    const answer = await client.request(method, path, { json, headers: { origin: foreign } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(REFUSED);
  });

  it.each(stateChanging)(
    '%s %s with Sec-Fetch-Site: cross-site is a 403',
    async (method, path, json) => {
      const client = await signedIn();
      const answer = await client.request(method, path, {
        json,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(REFUSED);
    },
  );

  it('changes nothing: no account is made, the session stays', async () => {
    const student = newStudent();
    await app.client().post('/api/register', student, { headers: { origin: 'null' } });
    expect(await app.orm.em.fork().count(User, { username: student.username })).toBe(0);

    const client = await signedIn();
    await client.post('/api/logout', undefined, { headers: { origin: foreign } });
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('requests that pass', () => {
  it('come from the server’s own origin, or say same-origin', async () => {
    const client = await signedIn();
    const own = await client.post(
      '/api/selected-programs',
      { programId: 1 },
      { headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } },
    );
    expect(own.status).toBe(201);
  });

  it('come from an origin in ALLOWED_ORIGINS', async () => {
    const answer = await app
      .client()
      .post('/api/register', newStudent(), { headers: { origin: 'https://partner.example' } });
    expect(answer.status).toBe(201);
  });

  it('carry neither header (not a browser)', async () => {
    expect((await app.client().post('/api/register', newStudent())).status).toBe(201);
  });

  it('read: GET is never refused', async () => {
    const client = await signedIn();
    const answer = await client.get('/api/user', {
      headers: { origin: foreign, 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
  });

  it('go to the public paths, which any site may call without credentials', async () => {
    const joined = await app
      .client()
      .post(
        '/api/waitlist',
        { name: 'Ms Rivera', email: 'rivera@school.mx', schoolName: 'Colegio' },
        { headers: { origin: foreign, 'sec-fetch-site': 'cross-site' } },
      );
    expect(joined.status).toBe(202);
  });
});

describe('the Vite dev server', () => {
  // fetch cannot set Host; node:http sends what a proxy with changeOrigin: false sends.
  const viaProxy = (host: string, server = app) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(newStudent());
      const request = httpRequest(`${server.url}/api/register`, {
        method: 'POST',
        headers: {
          host,
          origin: 'http://localhost:5173',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(body);
    });

  it('passes: its proxy keeps the browser’s Host, so the origin is the server’s own', async () => {
    expect(await viaProxy('localhost:5173')).toBe(201);
  });

  it('passes outside production even through a proxy that rewrites Host', async () => {
    const dev = await initTestApp({
      databaseUrl: app.databaseUrl,
      config: { allowedOrigins: loadConfig({ NODE_ENV: 'development' }).allowedOrigins },
    });
    try {
      expect(await viaProxy(new URL(dev.url).host, dev)).toBe(201);
    } finally {
      await dev.close();
    }
    expect(loadConfig({ NODE_ENV: 'production' }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443',
      }).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
  });
});
