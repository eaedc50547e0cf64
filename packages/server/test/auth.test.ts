import { createApiClient } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { Session } from '../src/modules/session/session.entity';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { purgeExpiredSessions } from '../src/modules/session/session-store';
import { User } from '../src/modules/user/user.entity';
import { initTestApp, newStudent, parseSetCookie, startTestApp, testPasswordHasher } from './utils';

const app = await startTestApp();

const sessionCookieIn = (setCookies: string[]) =>
  setCookies.map(parseSetCookie).find((cookie) => cookie.name === SESSION_COOKIE && cookie.value);

describe('register, user, logout, login', () => {
  it('signs a student in at registration, out at logout, and in again at login', async () => {
    const browser = app.client();
    const student = newStudent();

    const registered = await browser.post('/api/register', student);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      id: expect.any(Number),
      username: student.username,
      firstName: 'Ana',
      lastName: 'García',
      email: student.email,
      role: 'student',
      school: null,
    });

    const me = await browser.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(registered.body);

    const logout = await browser.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });

    const afterLogout = await browser.get('/api/user');
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ message: 'Not signed in' });

    const login = await browser.post('/api/login', {
      username: student.username,
      password: student.password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toEqual(registered.body);
    expect((await browser.get('/api/user')).body).toEqual(registered.body);
  });

  it('works through the core API client the host and widgets use', async () => {
    const api = createApiClient({ baseUrl: app.url, fetch: app.client().fetch });
    const student = newStudent({ firstName: undefined, lastName: undefined });

    expect(await api.currentUser()).toBeNull();
    const user = await api.register(student);
    expect(user).toMatchObject({ username: student.username, firstName: null, lastName: null });
    expect(await api.currentUser()).toEqual(user);
    expect(await api.logout()).toEqual({ ok: true });
    expect(await api.currentUser()).toBeNull();
    await expect(api.login({ username: student.username, password: 'nope' })).rejects.toThrow(
      '401: {"message":"Invalid username or password"}',
    );
  });

  it('never answers or stores the password itself', async () => {
    const browser = app.client();
    const student = newStudent();
    const registered = await browser.post('/api/register', student);
    expect(registered.text).not.toContain(student.password);

    const row = await app.orm.em
      .fork()
      .findOneOrFail(User, { username: student.username }, { populate: ['password'] });
    expect(row.password).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
    expect(row.password).not.toContain(student.password);
  });

  it('answers 409 for a username that is taken', async () => {
    const student = newStudent();
    expect((await app.client().post('/api/register', student)).status).toBe(201);

    const again = await app.client().post('/api/register', { ...student, email: 'other@x.org' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Username already exists' });
    expect(sessionCookieIn(again.setCookies)).toBeUndefined();
  });

  it('pays for a hash before a 409 and for an unknown username, so the timing tells nothing more', async () => {
    let hashes = 0;
    let verifications = 0;
    const counting = {
      ...testPasswordHasher,
      hash: (password: string) => {
        hashes += 1;
        return testPasswordHasher.hash(password);
      },
      verifyNobody: (password: string) => {
        verifications += 1;
        return testPasswordHasher.verifyNobody(password);
      },
    };
    const counted = await initTestApp({ passwordHasher: counting });
    try {
      const student = newStudent();
      expect((await counted.client().post('/api/register', student)).status).toBe(201);
      expect(hashes).toBe(1);
      const taken = await counted.client().post('/api/register', student);
      expect(taken.status).toBe(409);
      expect(hashes).toBe(2);
      // An unknown username costs a hash too (verifyNobody hashes once, then verifies).
      const before = verifications;
      const unknown = await counted
        .client()
        .post('/api/login', { username: `nobody${Date.now()}`, password: 'whatever1' });
      expect(unknown.status).toBe(401);
      expect(verifications).toBe(before + 1);
    } finally {
      await counted.close();
    }
  });

  it('answers 401 with the same message for an unknown user and a wrong password', async () => {
    const student = newStudent();
    await app.client().post('/api/register', student);

    const wrongPassword = await app.client().post('/api/login', {
      username: student.username,
      password: 'not the password',
    });
    const unknownUser = await app.client().post('/api/login', {
      username: `${student.username}_nobody`,
      password: student.password,
    });
    for (const answer of [wrongPassword, unknownUser]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid username or password' });
      expect(sessionCookieIn(answer.setCookies)).toBeUndefined();
    }
  });

  it('answers 401 to GET /api/user without a session and 200 to logout without one', async () => {
    const browser = app.client();
    const me = await browser.get('/api/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Not signed in' });
    const logout = await browser.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
  });
});

describe('the session', () => {
  it('is revoked at logout: the old cookie replayed gets 401', async () => {
    const browser = app.client();
    await browser.post('/api/register', newStudent());
    const stolen = browser.cookies.get(SESSION_COOKIE);
    expect(stolen).toBeDefined();

    await browser.post('/api/logout');
    expect(await app.orm.em.fork().count(Session, { id: stolen })).toBe(0);

    const replay = await app.client().get('/api/user', {
      headers: { cookie: `${SESSION_COOKIE}=${stolen}` },
    });
    expect(replay.status).toBe(401);
  });

  it('gets a new id at login and at register; the old id stops working', async () => {
    const student = newStudent();
    const browser = app.client();
    await browser.post('/api/register', student);
    const atRegister = browser.cookies.get(SESSION_COOKIE);

    await browser.post('/api/login', { username: student.username, password: student.password });
    const atLogin = browser.cookies.get(SESSION_COOKIE);
    expect(atLogin).toBeDefined();
    expect(atLogin).not.toBe(atRegister);
    expect(atLogin).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const old = await app.client().get('/api/user', {
      headers: { cookie: `${SESSION_COOKIE}=${atRegister}` },
    });
    expect(old.status).toBe(401);

    // Registering from a signed-in browser also starts a fresh session.
    await browser.post('/api/register', newStudent());
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(atLogin);
    const previous = await app.client().get('/api/user', {
      headers: { cookie: `${SESSION_COOKIE}=${atLogin}` },
    });
    expect(previous.status).toBe(401);
  });

  it('ignores an id the client made up', async () => {
    const planted = 'A'.repeat(43);
    const browser = app.client();
    const student = newStudent();
    await browser.post('/api/register', student, {
      headers: { cookie: `${SESSION_COOKIE}=${planted}` },
    });
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(planted);
    expect(await app.orm.em.fork().count(Session, { id: planted })).toBe(0);
  });

  it('is an HttpOnly, SameSite=Lax browser-session cookie, Secure even over plain http', async () => {
    const browser = app.client();
    const answer = await browser.post('/api/register', newStudent());
    const cookie = sessionCookieIn(answer.setCookies);
    expect(cookie).toBeDefined();
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie?.attributes.has('secure')).toBe(true);
    expect(cookie?.attributes.has('expires')).toBe(false);
    expect(cookie?.attributes.has('max-age')).toBe(false);

    // The row still dies: after 2 idle hours, and 12 hours after sign-in at the latest.
    const row = await app.orm.em.fork().findOneOrFail(Session, { id: cookie?.value });
    const hoursUntil = (date: Date) => (date.getTime() - Date.now()) / 3_600_000;
    expect(hoursUntil(row.expiresAt)).toBeGreaterThan(1.99);
    expect(hoursUntil(row.expiresAt)).toBeLessThanOrEqual(2);
    expect(hoursUntil(row.absoluteExpiresAt)).toBeGreaterThan(11.99);
    expect(hoursUntil(row.absoluteExpiresAt)).toBeLessThanOrEqual(12);
  });

  it('lasts 30 days, in the cookie and in the row, with "Remember me"', async () => {
    const student = newStudent();
    await app.client().post('/api/register', student);
    const answer = await app.client().post('/api/login', {
      username: student.username,
      password: student.password,
      rememberMe: true,
    });
    const cookie = sessionCookieIn(answer.setCookies);
    const expires = Date.parse(cookie?.attributes.get('expires') ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.01);

    // The row: 7 idle days, 30 days after sign-in at the latest.
    const row = await app.orm.em.fork().findOneOrFail(Session, { id: cookie?.value });
    const daysUntil = (date: Date) => (date.getTime() - Date.now()) / 86_400_000;
    expect(daysUntil(row.expiresAt)).toBeGreaterThan(6.99);
    expect(daysUntil(row.expiresAt)).toBeLessThanOrEqual(7);
    expect(daysUntil(row.absoluteExpiresAt)).toBeGreaterThan(29.99);
  });

  it('expires server-side whatever the cookie says', async () => {
    const browser = app.client();
    await browser.post('/api/register', newStudent());
    const id = browser.cookies.get(SESSION_COOKIE);
    await app.orm.em
      .fork()
      .nativeUpdate(Session, { id }, { expiresAt: new Date(Date.now() - 1000) });
    await app.sessions.settled();
    expect((await browser.get('/api/user')).status).toBe(401);
  });
});

describe('expired sessions', () => {
  it('are purged from the table; live ones stay', async () => {
    const live = app.client();
    const dead = app.client();
    await live.post('/api/register', newStudent());
    await dead.post('/api/register', newStudent());
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      Session,
      { id: dead.cookies.get(SESSION_COOKIE) },
      { expiresAt: new Date(Date.now() - 1000) },
    );

    expect(await purgeExpiredSessions(app.orm)).toBeGreaterThanOrEqual(1);
    expect(await em.count(Session, { id: dead.cookies.get(SESSION_COOKIE) })).toBe(0);
    expect((await live.get('/api/user')).status).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('marks the cookie Secure whatever X-Forwarded-Proto says, trusted or not', async () => {
    const proxied = await initTestApp({ config: { trustProxy: true } });
    try {
      for (const headers of [{ 'x-forwarded-proto': 'https' }, { 'x-forwarded-proto': 'http' }]) {
        const answer = await proxied.client().post('/api/register', newStudent(), { headers });
        expect(sessionCookieIn(answer.setCookies)?.attributes.has('secure')).toBe(true);
      }
    } finally {
      await proxied.close();
    }
    const plain = await app.client().post('/api/register', newStudent());
    expect(sessionCookieIn(plain.setCookies)?.attributes.has('secure')).toBe(true);
  });
});
