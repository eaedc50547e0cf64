import { describe, expect, it } from 'vitest';
import { cutOffDatabase, initTestApp, newStudent, startTestApp, type TestApp } from './utils';

const admin = await startTestApp();

const UNAVAILABLE = {
  message: 'The database is unavailable right now. Please try again in a moment.',
};

const cutOff = (app: TestApp) => cutOffDatabase(app, admin);

describe('while the database is away', () => {
  it('answers 503 with a clear message and Retry-After, serves the catalogue it has, and recovers by itself', async () => {
    // Every catalogue read is due for a refresh, which fails while the database is away.
    const app = await initTestApp({ catalogue: { refreshMs: 0 } });
    try {
      const student = newStudent();
      const browser = app.client();
      expect((await browser.post('/api/register', student)).status).toBe(201);
      const catalogueBefore = (await app.client().get('/api/foundation-programs')).body;

      const letBack = await cutOff(app);
      try {
        for (const answer of [
          await browser.get('/api/user'),
          await browser.post('/api/selected-programs', { programId: 1 }),
          await app
            .client()
            .post('/api/login', { username: student.username, password: student.password }),
          await app
            .client()
            .post('/api/waitlist', { name: 'Ana', email: 'ana@school.mx', schoolName: 'Colegio' }),
        ]) {
          expect(answer.status, answer.text).toBe(503);
          expect(answer.body).toEqual(UNAVAILABLE);
          expect(answer.headers.get('retry-after')).toBe('5');
        }
      } finally {
        await letBack();
      }

      // Back within a few seconds, with no restart: the pool reconnects on its own.
      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 5000) {
        status = (await browser.get('/api/user')).status;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect((await app.client().get('/api/foundation-programs')).body).toEqual(catalogueBefore);
    } finally {
      await app.close();
    }
  });
});
