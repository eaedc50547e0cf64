import { describe, expect, it } from 'vitest';
import { User } from '../src/modules/user/user.entity';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist.entity';
import { newStudent, startTestApp } from './utils';

const app = await startTestApp();

const endpoints = [
  {
    path: '/api/register',
    wrongTypes: {
      username: 42,
      password: true,
      email: ['a@b.co'],
      firstName: {},
      privacyConsent: 'yes',
    },
    wrongTypeFields: ['username', 'password', 'email', 'firstName', 'privacyConsent'],
    requiredFields: ['username', 'password', 'email', 'privacyConsent'],
  },
  {
    path: '/api/login',
    wrongTypes: { username: null, password: 123456, rememberMe: 'yes' },
    wrongTypeFields: ['username', 'password', 'rememberMe'],
    requiredFields: ['username', 'password'],
  },
  {
    path: '/api/waitlist',
    wrongTypes: { name: 7, email: false, schoolName: ['x'] },
    wrongTypeFields: ['name', 'email', 'schoolName'],
    requiredFields: ['name', 'email', 'schoolName'],
  },
];

const raw = (path: string, body: string, contentType = 'application/json') =>
  app.client().request('POST', path, { body, headers: { 'content-type': contentType } });

describe.each(endpoints)('POST $path', ({ path, wrongTypes, wrongTypeFields, requiredFields }) => {
  it('answers 400 with a message per field for wrong types', async () => {
    const answer = await app.client().post(path, wrongTypes);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual([...wrongTypeFields].sort());
  });

  it('answers 400 naming every missing field', async () => {
    const answer = await app.client().post(path, {});
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors).sort()).toEqual([...requiredFields].sort());
  });

  const NOT_AN_OBJECT = 'Request body must be a JSON object';
  const NOT_JSON = 'Request body must be valid JSON';
  it.each([
    ['an array instead of an object', '[]', NOT_AN_OBJECT],
    ['null instead of an object', 'null', NOT_AN_OBJECT],
    ['a string instead of an object', '"username"', NOT_AN_OBJECT],
    ['a number instead of an object', '12', NOT_AN_OBJECT],
    ['broken JSON', '{"name": ', NOT_JSON],
    ['a __proto__ key', '{"__proto__": {"admin": true}, "name": "x"}', NOT_JSON],
  ])('answers 400 to %s', async (_what, body, message) => {
    const answer = await raw(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('answers 400 to a constructor.prototype key, which is dropped like any unknown field', async () => {
    const answer = await raw(path, '{"constructor": {"prototype": {"admin": true}}}');
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).not.toHaveProperty('constructor');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'answers 415 to a %s body',
    async (type) => {
      const answer = await raw(path, 'name=x', type);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: 'Content-Type must be application/json' });
    },
  );

  it('answers 413 to a body over 100 kB', async () => {
    const answer = await app.client().post(path, { name: 'x'.repeat(110_000) });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request body is too large' });
  });
});

describe('fields nobody asked for', () => {
  it('are ignored at registration: the id is the database’s, nothing else is kept', async () => {
    const student = newStudent();
    const answer = await app
      .client()
      .post('/api/register', { ...student, id: 424242, isAdmin: true, role: 'admin' });
    expect(answer.status).toBe(201);
    expect(answer.body.id).not.toBe(424242);
    expect(Object.keys(answer.body).sort()).toEqual(
      ['email', 'firstName', 'id', 'lastName', 'role', 'school', 'username'].sort(),
    );
    expect([answer.body.role, answer.body.school]).toEqual(['student', null]);
    const row = await app.orm.em.fork().findOneOrFail(User, { username: student.username });
    expect(row.id).toBe(answer.body.id);
    expect(row.role).toBe('student');
  });

  it('are ignored on the waitlist', async () => {
    const answer = await app.client().post('/api/waitlist', {
      name: 'Ms Rivera',
      email: 'rivera@school.mx',
      schoolName: 'Colegio Azteca',
      id: 999,
      createdAt: '2000-01-01T00:00:00.000Z',
      notes: 'vip',
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ ok: true });
    const row = await app.orm.em.fork().findOneOrFail(WaitlistEntry, { email: 'rivera@school.mx' });
    expect(row.id).not.toBe(999);
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
  });
});

describe('form messages', () => {
  it('answers the SPEC §5 registration messages, the first one as the message', async () => {
    const answer = await app
      .client()
      .post('/api/register', { ...newStudent(), email: 'not-an-email', password: '123' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'Invalid email address',
      fieldErrors: {
        email: ['Invalid email address'],
        password: ['Password must be at least 6 characters'],
      },
    });
  });

  it('answers the SPEC §5 waitlist messages', async () => {
    const answer = await app
      .client()
      .post('/api/waitlist', { name: 'A', email: 'nope', schoolName: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      schoolName: ['School name must be at least 2 characters'],
    });
  });
});

describe('unknown API routes', () => {
  it('answer JSON 404 and 405', async () => {
    const missing = await app.client().get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });

    const wrongMethod = await app.client().request('DELETE', '/api/waitlist');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ message: 'Method not allowed' });
    expect(wrongMethod.headers.get('allow')).toContain('POST');
  });
});
