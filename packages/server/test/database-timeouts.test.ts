import { describe, expect, it } from 'vitest';
import { answerFor } from '../src/errors';
import { holdTableLock, newStudent, startTestApp } from './utils';

const app = await startTestApp();

const UNAVAILABLE = {
  message: 'The database is unavailable right now. Please try again in a moment.',
};

describe('a query that cannot finish', () => {
  it('waiting on a lock fails with 503 instead of hanging, and the pool serves the next request', async () => {
    const browser = app.client();
    expect((await browser.post('/api/register', newStudent())).status).toBe(201);

    // The session lookup cannot get its lock.
    const holder = await holdTableLock(app, 'sessions');
    try {
      const answer = await browser.get('/api/user');
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body).toEqual(UNAVAILABLE);
      expect(answer.headers.get('retry-after')).toBe('5');
    } finally {
      await holder.release();
    }
    expect((await browser.get('/api/user')).status).toBe(200);
  });

  it('running past the statement timeout is cancelled and answered as the database being unavailable', async () => {
    const error = await app.orm.em
      .fork()
      .getConnection()
      .execute('select pg_sleep(60)')
      .catch((caught: unknown) => caught);
    expect(answerFor(error)?.status).toBe(503);
  });
});
