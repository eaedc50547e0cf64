import { describe, expect, it } from 'vitest';
import { Session } from '../src/modules/session/session.entity';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { User } from '../src/modules/user/user.entity';
import { newStudent, startTestApp, studentInTwoBrowsers } from './utils';

const app = await startTestApp();

const passwordOf = async (username: string) =>
  (await app.orm.em.fork().findOneOrFail(User, { username }, { populate: ['password'] })).password;

describe('POST /api/user/password', () => {
  it('changes the password, ends every other session and gives this one a new id', async () => {
    const { student, first: laptop, second: phone } = await studentInTwoBrowsers(app);
    const laptopBefore = laptop.cookies.get(SESSION_COOKIE);
    const hashBefore = await passwordOf(student.username);

    const changed = await laptop.post('/api/user/password', {
      currentPassword: student.password,
      newPassword: 'a brand new secret',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ username: student.username });
    expect(changed.text).not.toContain('a brand new secret');

    // This browser stays signed in, under a new id; the old id is dead.
    const laptopAfter = laptop.cookies.get(SESSION_COOKIE);
    expect(laptopAfter).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(laptopAfter).not.toBe(laptopBefore);
    expect((await laptop.get('/api/user')).status).toBe(200);
    const replay = await app.client().get('/api/user', {
      headers: { cookie: `${SESSION_COOKIE}=${laptopBefore}` },
    });
    expect(replay.status).toBe(401);
    // The other browser is signed out.
    expect((await phone.get('/api/user')).status).toBe(401);
    const user = await app.orm.em.fork().findOneOrFail(User, { username: student.username });
    expect(await app.orm.em.fork().count(Session, { user: user.id })).toBe(1);

    // The new password signs in; the old one no longer does.
    expect(await passwordOf(student.username)).not.toBe(hashBefore);
    const withOld = await app
      .client()
      .post('/api/login', { username: student.username, password: student.password });
    expect(withOld.status).toBe(401);
    const withNew = await app
      .client()
      .post('/api/login', { username: student.username, password: 'a brand new secret' });
    expect(withNew.status).toBe(200);
  });

  it('keeps "Remember me" on the rotated session', async () => {
    const student = newStudent();
    await app.client().post('/api/register', student);
    const browser = app.client();
    await browser.post('/api/login', { ...student, rememberMe: true });
    const changed = await browser.post('/api/user/password', {
      currentPassword: student.password,
      newPassword: 'another secret',
    });
    const cookie = changed.setCookies.find(
      (line) => line.startsWith(`${SESSION_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=;`),
    );
    expect(cookie?.toLowerCase()).toContain('expires=');
  });

  it('answers 400 with a field message for a wrong current password, and changes nothing', async () => {
    const { student, first: browser, second: other } = await studentInTwoBrowsers(app);
    const hashBefore = await passwordOf(student.username);
    const sessionBefore = browser.cookies.get(SESSION_COOKIE);

    const answer = await browser.post('/api/user/password', {
      currentPassword: 'not my password',
      newPassword: 'whatever123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Current password is incorrect',
      fieldErrors: { currentPassword: ['Current password is incorrect'] },
    });
    expect(await passwordOf(student.username)).toBe(hashBefore);
    expect(browser.cookies.get(SESSION_COOKIE)).toBe(sessionBefore);
    expect((await other.get('/api/user')).status).toBe(200);
  });

  it('answers the form messages for a short new password or a missing current one', async () => {
    const browser = app.client();
    await browser.post('/api/register', newStudent());
    const answer = await browser.post('/api/user/password', { newPassword: '123' });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 6 characters'],
    });
  });

  it('answers 401 without a session', async () => {
    const answer = await app
      .client()
      .post('/api/user/password', { currentPassword: 'x', newPassword: 'secret1' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Not signed in' });
  });
});
