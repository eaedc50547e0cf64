import { createApiClient } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { WaitlistEntry } from '../src/modules/waitlist/waitlist.entity';
import { WaitlistRepeat } from '../src/modules/waitlist/waitlist-repeat.entity';
import { ROOMY_RATE_LIMITS, startTestApp } from './utils';

const app = await startTestApp({
  config: { trustProxy: true, rateLimits: { ...ROOMY_RATE_LIMITS, waitlistPerAddress: 3 } },
});

let addressCount = 0;
/** Each request from an address of its own, unless a test says otherwise. */
const join = (body: unknown, address?: string) => {
  addressCount += 1;
  const headers = { 'x-forwarded-for': address ?? `192.0.2.${addressCount}` };
  return app.client().post('/api/waitlist', body, { headers });
};

describe('POST /api/waitlist', () => {
  it('answers the same for a new email and one already on the list, and tells nothing else', async () => {
    const request = { name: 'Lucía Pérez', email: 'lucia@prepa.mx', schoolName: 'Prepa Tec' };
    const first = await join(request);
    const again = await join({
      name: 'Someone Else',
      email: ' Lucia@Prepa.MX ',
      schoolName: 'Not Her School',
    });
    for (const answer of [first, again]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ ok: true });
    }
    expect(again.text).toBe(first.text);
  });

  it('never overwrites an entry: the first stays, later requests are recorded beside it', async () => {
    const request = { name: 'Ana Ruiz', email: 'ana@escuela.mx', schoolName: 'Escuela Norte' };
    await join(request);
    await join({ name: 'Mallory', email: 'ANA@escuela.mx', schoolName: 'Evil School' });

    const em = app.orm.em.fork();
    const entries = await em.find(WaitlistEntry, { email: 'ana@escuela.mx' });
    expect(entries.map(({ name, schoolName }) => ({ name, schoolName }))).toEqual([
      { name: 'Ana Ruiz', schoolName: 'Escuela Norte' },
    ]);
    const repeats = await em.find(WaitlistRepeat, { email: 'ana@escuela.mx' });
    expect(repeats.map(({ name, schoolName }) => ({ name, schoolName }))).toEqual([
      { name: 'Mallory', schoolName: 'Evil School' },
    ]);
  });

  it('keeps one entry when the same email arrives twice at once', async () => {
    const request = { name: 'Carlos', email: 'carlos@colegio.mx', schoolName: 'Colegio Norte' };
    const answers = await Promise.all([join(request), join(request)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(await app.orm.em.fork().count(WaitlistEntry, { email: request.email })).toBe(1);
  });

  it('is limited per client address: the 4th request in an hour is a 429, other addresses go on', async () => {
    const address = '198.18.0.7';
    for (let index = 1; index <= 3; index += 1) {
      const answer = await join(
        { name: 'Bot', email: `bot${index}@spam.example`, schoolName: 'Spam' },
        address,
      );
      expect(answer.status).toBe(202);
    }
    const refused = await join(
      { name: 'Bot', email: 'bot4@spam.example', schoolName: 'Spam' },
      address,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many requests from here\. Please try again in (60|59) minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await app.orm.em.fork().count(WaitlistEntry, { email: 'bot4@spam.example' })).toBe(0);
    expect(
      (await join({ name: 'Real', email: 'real@school.example', schoolName: 'Real School' }))
        .status,
    ).toBe(202);
  });

  it('needs no session and works through the core client, which answers what was sent', async () => {
    const api = createApiClient({ baseUrl: app.url });
    const entry = await api.joinWaitlist({
      name: 'Sofía',
      email: 'sofia@escuela.mx',
      schoolName: 'Escuela Sur',
    });
    expect(entry).toEqual({ name: 'Sofía', email: 'sofia@escuela.mx', schoolName: 'Escuela Sur' });
  });
});
