import { createApiClient } from '@puente/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist.entity';
import { initTestApp, type TestApp } from './utils';

let app: TestApp;
beforeAll(async () => {
  app = await initTestApp();
});
afterAll(() => app?.close());

describe('POST /api/waitlist', () => {
  it('adds a counselor once: 201 the first time, 200 after, still one row', async () => {
    const request = { name: 'Lucía Pérez', email: 'lucia@prepa.mx', schoolName: 'Prepa Tec' };

    const first = await app.client().post('/api/waitlist', request);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      name: 'Lucía Pérez',
      email: 'lucia@prepa.mx',
      schoolName: 'Prepa Tec',
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(first.body.createdAt) - Date.now())).toBeLessThan(60_000);

    const again = await app.client().post('/api/waitlist', {
      ...request,
      email: ' Lucia@Prepa.MX ',
      schoolName: 'Prepa Tec Sur',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      ...first.body,
      schoolName: 'Prepa Tec Sur',
    });

    expect(await app.orm.em.fork().count(WaitlistEntry, { email: 'lucia@prepa.mx' })).toBe(1);
  });

  it('keeps one row when the same email arrives twice at once', async () => {
    const request = { name: 'Carlos', email: 'carlos@colegio.mx', schoolName: 'Colegio Norte' };
    const answers = await Promise.all([
      app.client().post('/api/waitlist', request),
      app.client().post('/api/waitlist', request),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(await app.orm.em.fork().count(WaitlistEntry, { email: request.email })).toBe(1);
  });

  it('needs no session and works through the core client', async () => {
    const api = createApiClient({ baseUrl: app.url });
    const entry = await api.joinWaitlist({
      name: 'Sofía',
      email: 'sofia@escuela.mx',
      schoolName: 'Escuela Sur',
    });
    expect(entry.email).toBe('sofia@escuela.mx');
  });
});
