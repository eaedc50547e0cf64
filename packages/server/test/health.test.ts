import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it, vi } from 'vitest';
import { createHealthCheck } from '../src/modules/health/health.routes';
import { cutOffDatabase, initTestApp, startTestApp, type TestApp } from './utils';

const app = await startTestApp();

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const answer = await app.client().get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database refuses connections', async () => {
    const doomed = await initTestApp();
    const reopen = await cutOff(doomed);
    try {
      const answer = await doomed.client().get('/api/health');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await reopen();
      await doomed.close();
    }
  });

  it('asks the database at most once a second, and tells the truth after that', async () => {
    let now = 0;
    const doomed = await initTestApp({ health: { maxAgeMs: 1000, now: () => now } });
    try {
      expect((await doomed.client().get('/api/health')).status).toBe(200);
      const reopen = await cutOff(doomed);
      try {
        now = 999;
        // Within the second: the answer of the last check, no query.
        expect((await doomed.client().get('/api/health')).status).toBe(200);
        now = 1000;
        const answer = await doomed.client().get('/api/health');
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ status: 'unavailable', database: 'down' });
      } finally {
        await reopen();
      }
      now = 2000;
      expect((await doomed.client().get('/api/health')).status).toBe(200);
    } finally {
      await doomed.close();
    }
  });
});

const cutOff = (doomed: TestApp) => cutOffDatabase(doomed, app);

describe('the health check', () => {
  const database = (execute: () => Promise<unknown>) =>
    ({ getConnection: () => ({ execute }) }) as unknown as EntityManager;

  it('does not call the database down for one pooled connection PostgreSQL closed', async () => {
    const execute = vi
      .fn()
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockResolvedValue([{ '?column?': 1 }]);
    expect(await createHealthCheck({ em: database(execute) })()).toBe(true);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('calls it down when a second connection fails too', async () => {
    const execute = vi.fn().mockRejectedValue(new Error('connect ECONNREFUSED'));
    expect(await createHealthCheck({ em: database(execute) })()).toBe(false);
    expect(execute).toHaveBeenCalledTimes(2);
  });
});
