import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initTestApp, type TestApp } from './utils';

let app: TestApp;
beforeAll(async () => {
  app = await initTestApp();
});
afterAll(() => app?.close());

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const answer = await app.client().get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database refuses connections', async () => {
    const doomed = await initTestApp();
    const database = doomed.orm.config.get('dbName');
    // From another database on the same server: cut the doomed app off.
    const admin = app.orm.em.fork().getConnection();
    await admin.execute(`alter database "${database}" with allow_connections false`);
    await admin.execute(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
      [database],
    );
    try {
      const answer = await doomed.client().get('/api/health');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await admin.execute(`alter database "${database}" with allow_connections true`);
      await doomed.close();
    }
  });
});
