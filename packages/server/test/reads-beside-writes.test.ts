import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { writeTurnsOf } from '../src/db';
import { holdTableLock, newStudent, startTestApp } from './utils';

// The default pool, and a smaller one as DATABASE_POOL_SIZE would set it.
const apps = [
  ['the default pool', await startTestApp()],
  ['a pool of 4 connections', await startTestApp({ poolSize: 4 })],
] as const;

const profile = { intendedSubject: ['Engineering'], currentYear: '12th', overallGpa: '8.7' };

describe.each(apps)('reads beside writes that wait on the database, %s', (_pool, app) => {
  const WRITE_TURNS = writeTurnsOf(app.orm);

  it('a signed-in read is answered while more writes than the pool has connections wait, and every write lands', async () => {
    const student = app.client();
    expect((await student.post('/api/register', newStudent())).status).toBe(201);

    // Every profile save waits on the lock, holding a pooled connection.
    const holder = await holdTableLock(app, 'student_info');
    let lockHeld = true;
    let saves: Promise<{ status: number }[]>;
    try {
      // More saves than the pool has connections: without turns they take every one.
      saves = Promise.all(
        Array.from({ length: WRITE_TURNS * 3 }, () => student.post('/api/student-info', profile)),
      );
      // Until the saves wait on the lock, and a little more for the rest to arrive.
      const waitingOnLock = async () =>
        Number(
          (await holder.query('select count(*) as n from pg_locks where not granted')).rows[0].n,
        );
      while ((await waitingOnLock()) < WRITE_TURNS) await sleep(10);
      await sleep(200);
      // The lock must go before PostgreSQL's lock timeout (2 s) fails the saves.
      const guard = new Promise<'still waiting'>((resolve) =>
        setTimeout(() => resolve('still waiting'), 1500),
      );
      const read = student.get('/api/selected-programs').then((answer) => ({ answer, lockHeld }));
      const first = await Promise.race([read, guard]);
      expect(first, 'GET /api/selected-programs waited behind the saves').not.toBe('still waiting');
      if (first !== 'still waiting') {
        expect(first.answer.status).toBe(200);
        expect(first.lockHeld).toBe(true);
      }
    } finally {
      lockHeld = false;
      await holder.release();
    }
    const statuses = (await saves).map(({ status }) => status);
    expect(
      statuses.every((status) => status === 200 || status === 201),
      String(statuses),
    ).toBe(true);
  });
});
