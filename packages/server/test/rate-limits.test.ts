import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { KnownDevice } from '../src/modules/auth/known-device.entity';
import { RateLimit } from '../src/modules/rate-limit/rate-limit.entity';
import { User } from '../src/modules/user/user.entity';
import { usernameKey } from '../src/modules/user/username-key';
import { purgeExpired } from '../src/purge-expired';
import { from, initTestApp, newStudent, signInFrom, type TestApp } from './utils';

const limits = {
  loginPerAccount: 3,
  loginPerAddress: 2,
  registerPerAccount: 3,
  registerPerAddress: 4,
  waitlistPerAddress: 3,
  joinPerAddress: 3,
  handOffPerAddress: 3,
  resetPerAccount: 3,
  resetPerAddress: 3,
};

// Behind a trusted proxy, so each test can be its own client address.
let proxied: TestApp;
// Straight on the socket: X-Forwarded-For must count for nothing.
let direct: TestApp;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    initTestApp({ config: { trustProxy: true, rateLimits: limits } }),
    initTestApp({ config: { rateLimits: { ...limits, registerPerAddress: 100 } } }),
  ]);
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

let addressCount = 0;
/** A client address nobody else in this file uses. */
const newAddress = () => {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
};

async function registered(app: TestApp, address = newAddress()) {
  const student = newStudent();
  expect((await app.client().post('/api/register', student, from(address))).status).toBe(201);
  return student;
}

/** Signs in from `address` in a browser of its own. */
const login = (app: TestApp, username: string, password: string, address: string) =>
  signInFrom(app.client(), { username, password }, address);

describe('sign-in attempts per account', () => {
  it('are refused with 429, Retry-After and a clear message after 3 failures, even with the right password', async () => {
    const student = await registered(proxied);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login(proxied, student.username, 'wrong', newAddress())).status).toBe(401);
    }
    const refused = await login(proxied, student.username, student.password, newAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.setCookies).toEqual([]);
  });

  it('start again from nothing after a good sign-in', async () => {
    const student = await registered(proxied);
    for (let round = 0; round < 3; round += 1) {
      expect((await login(proxied, student.username, 'wrong', newAddress())).status).toBe(401);
      expect((await login(proxied, student.username, 'wrong', newAddress())).status).toBe(401);
      const good = await login(proxied, student.username, student.password, newAddress());
      expect(good.status).toBe(200);
    }
  });

  it('open again when the window is over', async () => {
    const student = await registered(proxied);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(proxied, student.username, 'wrong', newAddress());
    }
    expect((await login(proxied, student.username, student.password, newAddress())).status).toBe(
      429,
    );
    const user = await proxied.orm.em.fork().findOneOrFail(User, { username: student.username });
    await proxied.orm.em.fork().nativeUpdate(
      RateLimit,
      { key: `login:account:user:${user.id}` },
      {
        windowEndsAt: new Date(Date.now() - 1000),
      },
    );
    expect((await login(proxied, student.username, student.password, newAddress())).status).toBe(
      200,
    );
  });

  it('also count wrong current passwords on a password change', async () => {
    const student = newStudent();
    const browser = proxied.client();
    await browser.post('/api/register', student, from(newAddress()));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await browser.post(
        '/api/user/password',
        { currentPassword: 'guess', newPassword: 'secret123' },
        from(newAddress()),
      );
      expect(wrong.status).toBe(400);
    }
    const refused = await browser.post(
      '/api/user/password',
      { currentPassword: student.password, newPassword: 'secret123' },
      from(newAddress()),
    );
    expect(refused.status).toBe(429);
  });
});

describe('the owner of an account under attack', () => {
  it('is not locked out by attempts their address limit already refused', async () => {
    // An address allowed fewer failures than an account: its refused attempts reach no account.
    const strict = await initTestApp({
      config: { trustProxy: true, rateLimits: { ...limits, loginPerAddress: 2 } },
    });
    try {
      const student = await registered(strict);
      const attacker = newAddress();
      const statuses = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        statuses.push((await login(strict, student.username, 'wrong', attacker)).status);
      }
      expect(statuses).toEqual([401, 401, ...Array(9).fill(429)]);
      // Two failures counted against the account (limit 3): the owner's third try is good.
      expect((await login(strict, student.username, student.password, newAddress())).status).toBe(
        200,
      );
    } finally {
      await strict.close();
    }
  });

  it('still signs in on a browser they signed in on before, while guesses lock everyone else out', async () => {
    const student = newStudent();
    const ownBrowser = proxied.client();
    expect((await ownBrowser.post('/api/register', student, from(newAddress()))).status).toBe(201);
    await ownBrowser.post('/api/logout', {}, from(newAddress()));

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(proxied, student.username, 'wrong', newAddress());
    }
    expect((await login(proxied, student.username, student.password, newAddress())).status).toBe(
      429,
    );
    const own = await ownBrowser.post(
      '/api/login',
      { username: student.username, password: student.password },
      from(newAddress()),
    );
    expect(own.status).toBe(200);
  });

  it('are at most the 20 browsers the student signed in on last', async () => {
    const student = await registered(proxied);
    for (let signIn = 1; signIn <= 22; signIn += 1) {
      expect((await login(proxied, student.username, student.password, newAddress())).status).toBe(
        200,
      );
    }
    const user = await proxied.orm.em.fork().findOneOrFail(User, { username: student.username });
    expect(await proxied.orm.em.fork().count(KnownDevice, { user: user.id })).toBe(20);
  });

  it('a known browser still has a limit of its own', async () => {
    const student = newStudent();
    const browser = proxied.client();
    await browser.post('/api/register', student, from(newAddress()));
    const guess = () =>
      browser.post('/api/login', { username: student.username, password: 'x' }, from(newAddress()));
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);
  });
});

describe('the account counter', () => {
  it('is the account itself, however its username is written', async () => {
    const student = newStudent({ username: `Ana.Case${newAddress().replaceAll('.', '')}` });
    await proxied.client().post('/api/register', student, from(newAddress()));
    const variants = [
      student.username.toUpperCase(),
      student.username.toLowerCase(),
      // Full-width letters: the same username after NFKC.
      student.username.replace('A', '\uFF21'),
    ];
    for (const variant of variants) {
      expect((await login(proxied, variant, 'wrong', newAddress())).status).toBe(401);
    }
    expect((await login(proxied, student.username, student.password, newAddress())).status).toBe(
      429,
    );
  });

  it('is not reset by a good sign-in to another account', async () => {
    const victim = await registered(proxied);
    const other = await registered(proxied);
    for (let round = 0; round < 2; round += 1) {
      await login(proxied, victim.username, 'wrong', newAddress());
      await login(proxied, victim.username, 'wrong', newAddress());
      expect((await login(proxied, other.username, other.password, newAddress())).status).toBe(200);
    }
    expect((await login(proxied, victim.username, victim.password, newAddress())).status).toBe(429);
    const [user] = await proxied.orm.em.fork().find(User, { username: victim.username });
    expect(
      await proxied.orm.em.fork().count(RateLimit, { key: `login:account:user:${user?.id}` }),
    ).toBe(1);
  });
});

describe('sign-in attempts per address', () => {
  it('are refused at one account after 2 failures from one address, and the others there still sign in', async () => {
    const address = newAddress();
    const [guessed, ...others] = await Promise.all([1, 2, 3, 4].map(() => registered(proxied)));
    if (!guessed) throw new Error('no student');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await login(proxied, guessed.username, 'wrong', address)).status).toBe(401);
    }
    expect((await login(proxied, guessed.username, guessed.password, address)).status).toBe(429);
    for (const student of others) {
      expect((await login(proxied, student.username, 'wrong', address)).status).toBe(401);
      expect((await login(proxied, student.username, student.password, address)).status).toBe(200);
    }
    // The account itself had 2 of its 3 tries: its owner elsewhere signs in.
    expect((await login(proxied, guessed.username, guessed.password, newAddress())).status).toBe(
      200,
    );
  });

  it('do not count good sign-ins', async () => {
    const address = newAddress();
    const student = await registered(proxied);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await login(proxied, student.username, student.password, address)).status).toBe(200);
    }
  });
});

describe('registrations', () => {
  it('are refused after 4 from one address in an hour', async () => {
    const address = newAddress();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (await proxied.client().post('/api/register', newStudent(), from(address))).status,
      ).toBe(201);
    }
    const refused = await proxied.client().post('/api/register', newStudent(), from(address));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many accounts created from here\. Please try again in (60|59) minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
  });

  it('are refused after 3 tries at one username, from anywhere', async () => {
    const student = newStudent();
    expect((await proxied.client().post('/api/register', student, from(newAddress()))).status).toBe(
      201,
    );
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      const taken = await proxied.client().post('/api/register', student, from(newAddress()));
      expect(taken.status).toBe(409);
    }
    const refused = await proxied.client().post('/api/register', student, from(newAddress()));
    expect(refused.status).toBe(429);
  });
});

describe('X-Forwarded-For', () => {
  it('does not reset the count unless a proxy is trusted', async () => {
    const [student] = await Promise.all([registered(direct, '')]);
    if (!student) throw new Error('no student');
    for (const index of [1, 2]) {
      const answer = await login(direct, student.username, 'x', `203.0.113.${index}`);
      expect(answer.status).toBe(401);
    }
    // Counted as one address (the socket's) at the account: its share is used up.
    const spoofed = await login(direct, student.username, student.password, '203.0.113.99');
    expect(spoofed.status).toBe(429);
  });

  it('behind a trusted proxy counts the address the proxy saw, not what the client wrote before it', async () => {
    const real = newAddress();
    const student = await registered(proxied);
    for (const index of [1, 2]) {
      const answer = await login(proxied, student.username, 'x', `10.9.9.${index}, ${real}`);
      expect(answer.status).toBe(401);
    }
    const spoofed = await login(proxied, student.username, student.password, `10.9.9.99, ${real}`);
    expect(spoofed.status).toBe(429);
  });
});

describe('counters', () => {
  it('are shared by every server process on the database', async () => {
    const second = await initTestApp({
      databaseUrl: proxied.databaseUrl,
      config: { trustProxy: true, rateLimits: limits },
    });
    try {
      const student = await registered(proxied);
      const servers = [proxied, second, proxied];
      for (const server of servers) {
        expect((await login(server, student.username, 'wrong', newAddress())).status).toBe(401);
      }
      expect((await login(second, student.username, student.password, newAddress())).status).toBe(
        429,
      );
    } finally {
      await second.close();
    }
  });

  it('let a concurrent burst through no further than the limit', async () => {
    const student = await registered(proxied);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(proxied, student.username, 'wrong', newAddress())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
});

describe('counters made from one address', () => {
  it('are one for each username it tries, each counted at that username', async () => {
    const address = newAddress();
    const run = Date.now().toString(36);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await login(proxied, `nobody${run}x${attempt}`, 'guess', address);
      await proxied
        .client()
        .post('/api/register', newStudent({ username: `new${run}x${attempt}` }), from(address));
    }
    const em = proxied.orm.em.fork();
    // Sign-in counts each username on its own (every attempt costs a hash, in
    // the address's share of the queue); registration counts the address.
    expect(
      await em.count(RateLimit, {
        key: { $like: `login:account:name:${usernameKey(`nobody${run}`)}%` },
      }),
    ).toBe(20);
    expect(
      await em.count(RateLimit, {
        key: { $like: `register:account:${usernameKey(`new${run}`)}%` },
      }),
    ).toBe(limits.registerPerAddress);
  });
});

describe('the hourly purge', () => {
  it('deletes the counters whose window is over and keeps the others', async () => {
    const em = proxied.orm.em.fork();
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await em.insertMany(RateLimit, [
      ...Array.from({ length: 1000 }, (_, index) => ({
        key: `login:account:name:gone${index}`,
        hits: 1,
        windowEndsAt: past,
      })),
      { key: 'login:account:name:still-counting', hits: 1, windowEndsAt: future },
    ]);
    const purged = await purgeExpired(proxied.orm);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1000);
    expect(await em.count(RateLimit, { key: { $like: 'login:account:name:gone%' } })).toBe(0);
    expect(await em.count(RateLimit, { key: 'login:account:name:still-counting' })).toBe(1);
  });
});

describe('the default limits', () => {
  it('are the ones the README’s configuration table gives', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    // A row names its variables, then their defaults in the same order: `| `A`, `B` | 10, 5 |`.
    const documented = new Map<string, number>();
    for (const [, names = '', counts = ''] of readme.matchAll(
      /^\| (`RATE_LIMIT_.*?) \| ([\d, ]+) \|/gm,
    )) {
      const defaults = counts.split(',').map(Number);
      for (const [index, [, name = '']] of [...names.matchAll(/`RATE_LIMIT_(\w+)`/g)].entries()) {
        const key = name
          .toLowerCase()
          .replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
        documented.set(key, defaults[index] ?? Number.NaN);
      }
    }
    for (const [key, limit] of Object.entries(DEFAULT_RATE_LIMITS)) {
      expect(documented.get(key), key).toBe(limit);
    }
  });
});

describe('joining a school and handing picks over', () => {
  it('are limited per address like sign-in: wrong codes and tokens add up', async () => {
    const student = proxied.client();
    await student.post('/api/register', newStudent(), from('10.9.0.1'));
    const tries = [
      () => student.post('/api/join', { code: 'ABCDEFGH' }, from('10.9.0.1')),
      () =>
        student.post(`/api/invitations/by-token/${'A'.repeat(43)}/accept`, {}, from('10.9.0.1')),
    ];
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await (tries[attempt % 2] as () => Promise<{ status: number }>)()).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const handOffs = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      handOffs.push(
        (await proxied.client().post('/api/hand-offs', { picks: [1] }, from('10.9.0.2'))).status,
      );
    }
    expect(handOffs).toEqual([201, 201, 201, 429]);
  });
});
