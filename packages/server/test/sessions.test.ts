import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../src/modules/session/session.entity';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { initTestApp, newStudent, parseSetCookie, type TestApp } from './utils';

let app: TestApp;
beforeAll(async () => {
  app = await initTestApp();
});
afterAll(() => app?.close());

const HOUR_MS = 3_600_000;
const rowOf = (id: string | undefined) => app.orm.em.fork().findOneOrFail(Session, { id });
const setRow = (
  id: string | undefined,
  fields: Partial<Pick<Session, 'expiresAt' | 'absoluteExpiresAt'>>,
) => app.orm.em.fork().nativeUpdate(Session, { id }, fields);

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
  it('is HttpOnly, SameSite=Lax, scoped to the whole site, and Secure only over TLS', async () => {
    const answer = await app.client().post('/api/register', newStudent());
    const cookie = answer.setCookies.map(parseSetCookie).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('domain')).toBe(false);
  });
});
