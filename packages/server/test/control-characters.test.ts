import { describe, expect, it } from 'vitest';
import { answerFor, UNSTORABLE_TEXT } from '../src/errors';
import { startWithBodyEndpoints } from './body-endpoints';
import { newStudent } from './utils';

/**
 * Text PostgreSQL cannot store (a NUL) or would change (a lone surrogate
 * becomes U+FFFD) is a 400 with a field message, checked before any password
 * hash; were it to reach the database anyway, it is still a 400, never the
 * 503 of an outage.
 */

const context = await startWithBodyEndpoints();

const BAD_TEXTS = [
  ['a NUL', 'Ana\u0000'],
  ['a bell', 'A\u0007na'],
  ['a C1 control', 'A\u0085na'],
  ['a lone surrogate', 'Ana\ud800'],
] as const;

const cases = [
  ['/api/login', 'username', 'Username', () => ({ username: 'ana', password: 'secret1' })],
  ['/api/register', 'username', 'Username', () => newStudent()],
  ['/api/register', 'firstName', 'First name', () => newStudent()],
  ['/api/register', 'lastName', 'Last name', () => newStudent()],
  [
    '/api/waitlist',
    'name',
    'Name',
    () => ({ name: 'Ms Rivera', email: 'rivera@school.mx', schoolName: 'Colegio Azteca' }),
  ],
  [
    '/api/waitlist',
    'schoolName',
    'School name',
    () => ({ name: 'Ms Rivera', email: 'rivera@school.mx', schoolName: 'Colegio Azteca' }),
  ],
  [
    '/api/student-info',
    'overallGpa',
    'GPA',
    () => ({ intendedSubject: ['Law'], currentYear: '12th', overallGpa: '3.8' }),
  ],
] as const;

describe.each(cases)('POST %s', (path, field, label, valid) => {
  it.each(BAD_TEXTS)(`answers 400 to ${field} with %s`, async (_what, text) => {
    const answer = await context().student.post(path, { ...valid(), [field]: text });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      [field]: [`${label} must not contain control characters`],
    });
  });
});

describe('a personal statement', () => {
  const path = () => `/api/selected-programs/${context().ownSelectionId}/personal-statement`;

  it.each(BAD_TEXTS)('answers 400 to %s', async (_what, text) => {
    const answer = await context().student.put(path(), { personalStatement: `Dear ${text}` });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      personalStatement: ['Personal statement must not contain control characters'],
    });
  });

  it('keeps its newlines and tabs', async () => {
    const personalStatement = 'First.\n\n\tSecond 😀.\r\nThird.';
    expect((await context().student.put(path(), { personalStatement })).status).toBe(200);
    const list = await context().student.get('/api/selected-programs');
    const saved = list.body.find((s: { id: number }) => s.id === context().ownSelectionId);
    expect(saved.personalStatement).toBe(personalStatement);
  });
});

describe('text the database refuses', () => {
  it('is a 400, not an outage', async () => {
    const connection = context().app.orm.em.fork().getConnection();
    const error = await connection.execute('select ?::text as t', ['a\u0000b']).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(answerFor(error)?.status).toBe(400);
    // And the pool still works afterwards.
    expect(await connection.execute('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it.each(['08P01', '22021', '22P05'])('%s is a 400 with a message', (code) => {
    const error = Object.assign(new Error('invalid byte sequence'), { code });
    expect(answerFor(error)).toEqual({
      status: 400,
      body: { message: UNSTORABLE_TEXT },
    });
  });
});
