import { describe, expect, it } from 'vitest';
import { Session } from '../src/modules/session/session.entity';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import {
  holdTableLock,
  initTestApp,
  newStudent,
  parseSetCookie,
  startTestApp,
  studentInTwoBrowsers,
  type TestApp,
  type TestClient,
} from './utils';

const app = await startTestApp();

const HOUR_MS = 3_600_000;
const rowOf = (id: string | undefined) => app.orm.em.fork().findOneOrFail(Session, { id });
const setRow = async (
  id: string | undefined,
  fields: Partial<Pick<Session, 'expiresAt' | 'absoluteExpiresAt'>>,
) => {
  await app.orm.em.fork().nativeUpdate(Session, { id }, fields);
  // The app hears of a change made beside it when it commits: wait for that.
  await app.sessions.settled();
};

/** Runs `work` while another connection holds the sessions table: a session read then waits and fails. */
async function withSessionsLocked(work: () => Promise<void>) {
  const lock = await holdTableLock(app, 'sessions');
  try {
    await work();
  } finally {
    await lock.release();
  }
}

/**
 * A student signed in here, and a second server process on the same
 * database that has just read their session, so keeps it; `get` sends the
 * student's cookie there.
 */
async function withSecondProcess(
  work: (there: {
    other: TestApp;
    get: (path: string) => ReturnType<TestClient['get']>;
    browser: TestClient;
    student: ReturnType<typeof newStudent>;
  }) => Promise<void>,
) {
  const browser = app.client();
  const student = newStudent();
  await browser.post('/api/register', student);
  const other = await initTestApp({ databaseUrl: app.databaseUrl });
  const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
  const get = (path: string) => other.client().get(path, { headers: { cookie } });
  try {
    const user = await get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(student.email);
    await work({ other, get, browser, student });
  } finally {
    await other.close();
  }
}

describe('session ids', () => {
  it('are 256 random bits, different for every sign-in', async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const answer = await app.client().post('/api/register', newStudent());
      const cookie = answer.setCookies.map(parseSetCookie).find((c) => c.name === SESSION_COOKIE);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32);
      ids.add(cookie?.value ?? '');
    }
    expect(ids.size).toBe(5);
  });
});

describe('the idle timeout', () => {
  it('is pushed forward while the session is used (rolling)', async () => {
    const browser = app.client();
    await browser.post('/api/register', newStudent());
    const id = browser.cookies.get(SESSION_COOKIE);
    // As if the student had been away 1 h 50 min: 10 minutes left.
    await setRow(id, { expiresAt: new Date(Date.now() + 10 * 60_000) });

    expect((await browser.get('/api/user')).status).toBe(200);
    const row = await rowOf(id);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(1.99 * HOUR_MS);
  });

  it('ends the session after 2 hours unused', async () => {
    const browser = app.client();
    await browser.post('/api/register', newStudent());
    await setRow(browser.cookies.get(SESSION_COOKIE), { expiresAt: new Date(Date.now() - 1000) });
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.get('/api/selected-programs')).status).toBe(401);
  });
});

describe('the absolute timeout', () => {
  it('is never passed, however busy the session', async () => {
    const browser = app.client();
    await browser.post('/api/register', newStudent());
    const id = browser.cookies.get(SESSION_COOKIE);
    // Signed in almost 12 hours ago: 5 minutes left in all.
    const absolute = new Date(Date.now() + 5 * 60_000);
    await setRow(id, { expiresAt: new Date(Date.now() + 2 * 60_000), absoluteExpiresAt: absolute });

    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await rowOf(id)).expiresAt.getTime()).toBe(absolute.getTime());

    await setRow(id, {
      expiresAt: new Date(Date.now() - 1),
      absoluteExpiresAt: new Date(Date.now() - 1),
    });
    expect((await browser.get('/api/user')).status).toBe(401);
  });
});

describe('the session cookie', () => {
  it('is __Host-puente.sid: Secure even over plain HTTP (a proxy ends TLS), HttpOnly, SameSite=Lax, the whole site, no Domain', async () => {
    const answer = await app.client().post('/api/register', newStudent());
    expect(SESSION_COOKIE).toBe('__Host-puente.sid');
    const cookie = answer.setCookies.map(parseSetCookie).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.attributes.has('secure')).toBe(true);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('domain')).toBe(false);
  });
});

describe('answers for a signed-in student', () => {
  it('are never stored by a cache', async () => {
    const browser = app.client();
    const registered = await browser.post('/api/register', newStudent());
    expect(registered.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/user', '/api/selected-programs', '/api/user/sessions']) {
      const answer = await browser.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await app.client().get('/api/user')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('signed-in browsers', () => {
  it('are listed for their student, this one marked, without their session ids', async () => {
    const student = newStudent();
    const laptop = app.client();
    await laptop.post('/api/register', student);
    await laptop.post(
      '/api/login',
      { username: student.username, password: student.password, rememberMe: true },
      { headers: { 'user-agent': 'Laptop Firefox' } },
    );
    const phone = app.client();
    await phone.post(
      '/api/login',
      { username: student.username, password: student.password, rememberMe: false },
      { headers: { 'user-agent': 'Phone Safari' } },
    );
    await app.client().post('/api/register', newStudent());

    const list = await phone.get('/api/user/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body).toEqual(
      expect.arrayContaining([
        {
          id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          current: true,
          userAgent: 'Phone Safari',
          signedInAt: expect.any(String),
        },
        expect.objectContaining({ current: false, userAgent: 'Laptop Firefox' }),
      ]),
    );
    // Newest first, whatever each one's lifetime ("Remember me" or not).
    expect(list.body[0].current).toBe(true);
    const sessionIds = [laptop, phone].map((browser) => browser.cookies.get(SESSION_COOKIE));
    for (const id of sessionIds) expect(list.text).not.toContain(id);
    expect(Math.abs(Date.parse(list.body[0].signedInAt) - Date.now())).toBeLessThan(60_000);
  });

  it('can be signed out from another one, which then is signed out', async () => {
    const { first: laptop, second: phone } = await studentInTwoBrowsers(app);

    const list = await laptop.get('/api/user/sessions');
    const other = list.body.find((browser: { current: boolean }) => !browser.current);
    const ended = await laptop.delete(`/api/user/sessions/${other.id}`);
    expect(ended.status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect((await laptop.get('/api/user/sessions')).body).toHaveLength(1);
  });

  it("are a 404 for another student's browser or a made-up id, and need a session", async () => {
    const victim = app.client();
    await victim.post('/api/register', newStudent());
    const [victimBrowser] = (await victim.get('/api/user/sessions')).body;
    const intruder = app.client();
    await intruder.post('/api/register', newStudent());

    expect((await intruder.delete(`/api/user/sessions/${victimBrowser.id}`)).status).toBe(404);
    expect((await intruder.delete('/api/user/sessions/not-a-browser')).status).toBe(404);
    expect((await victim.get('/api/user')).status).toBe(200);
    expect((await app.client().get('/api/user/sessions')).status).toBe(401);
    expect((await app.client().delete(`/api/user/sessions/${victimBrowser.id}`)).status).toBe(401);
  });
});

describe('a session read a moment ago', () => {
  it('answers the next request without a query, until another server process signs it out', () =>
    withSecondProcess(async ({ other, get, browser }) => {
      await withSessionsLocked(async () => {
        expect((await get('/api/user')).status).toBe(200);
      });
      expect((await browser.post('/api/logout')).status).toBe(200);
      await other.sessions.settled();
      expect((await get('/api/user')).status).toBe(401);
    }));

  it('is read again once its user has changed, wherever the change was made', () =>
    withSecondProcess(async ({ other, get, student }) => {
      await app.orm.em
        .getConnection()
        .execute('update users set email = ? where username = ?', [
          'new.address@example.com',
          student.username,
        ]);
      await other.sessions.settled();
      expect((await get('/api/user')).body.email).toBe('new.address@example.com');
    }));

  it('is forgotten when the process loses its connection for the notices of changes', () =>
    withSecondProcess(async ({ other, get }) => {
      await app.orm.em
        .getConnection()
        .execute(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %'",
        );
      await other.sessions.settled();
      await withSessionsLocked(async () => {
        expect((await get('/api/user')).status).toBe(503);
      });
      // Listening again by itself.
      expect((await get('/api/user')).status).toBe(200);
    }));
});
