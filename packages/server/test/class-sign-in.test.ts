import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createPasswordHasher, HASHING_QUEUE } from '../src/modules/auth/password';
import { from, newStudent, signInFrom, startTestApp, type TestApp } from './utils';

// The production queue (two at once, each address's share) in front of a hash slow enough
// for sign-ins to wait for one another (a few hundredths of a second) and quick enough for the
// class to stay far inside the queue's 15 s on a machine the other test files keep busy. The
// class at OWASP's cost, against a real server process: bench/class-sign-in.ts.
const app = await startTestApp({
  config: { trustProxy: true, rateLimits: DEFAULT_RATE_LIMITS },
  passwordHasher: createPasswordHasher({ N: 2 ** 13, r: 8, p: 1 }, HASHING_QUEUE),
});

const SCHOOL = '203.0.113.40';

async function registeredClass(server: TestApp, size: number) {
  const students = Array.from({ length: size }, () => newStudent());
  // Registered from their homes, one address each.
  for (const [index, student] of students.entries()) {
    const answer = await server.client().post('/api/register', student, from(`192.0.2.${index}`));
    expect(answer.status).toBe(201);
  }
  return students;
}

describe('a class signing in together from its school’s one address', () => {
  it('gets all 40 students in, none refused', async () => {
    const students = await registeredClass(app, 40);
    const answers = await Promise.all(
      students.map((student) => signInFrom(app.client(), student, SCHOOL)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
  });

  it('does not keep a student at another address waiting behind a storm from one', async () => {
    const [student] = await registeredClass(app, 1);
    if (!student) throw new Error('no student');
    const run = Date.now().toString(36);
    // Forty failed sign-ins and forty registrations: eighty hashes asked for at once.
    const storm = Array.from({ length: 80 }, (_, index) =>
      index % 2 === 0
        ? signInFrom(app.client(), { username: `nobody${run}x${index}`, password: 'guess' }, SCHOOL)
        : app.client().post('/api/register', newStudent(), from(SCHOOL)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await signInFrom(app.client(), student, '198.51.100.77');
    expect(other.status).toBe(200);
    const statuses = new Set((await Promise.all(storm)).map((answer) => answer.status));
    expect([...statuses].every((status) => [201, 401, 429, 503].includes(status))).toBe(true);
  });
});

describe('one pupil’s script at the school’s address', () => {
  it('locks out only the account it guesses: the class signs in, the guessed student on her own browser too', async () => {
    const [target, ...classmates] = await registeredClass(app, 6);
    if (!target) throw new Error('no target');
    const ownBrowser = app.client();
    const own = await signInFrom(ownBrowser, target, SCHOOL);
    expect(own.status).toBe(200);
    await ownBrowser.post('/api/logout', {}, from(SCHOOL));

    // 60 failures from the school: past the per-address limit of the old, address-wide counter.
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const guess = await signInFrom(
        app.client(),
        { username: target.username, password: `guess${attempt}` },
        SCHOOL,
      );
      expect([401, 429]).toContain(guess.status);
    }
    for (const classmate of classmates) {
      const answer = await signInFrom(app.client(), classmate, SCHOOL);
      expect(answer.status).toBe(200);
    }
    const again = await signInFrom(ownBrowser, target, SCHOOL);
    expect(again.status).toBe(200);
    // The school used 5 of the account's 10 tries: from home, on a new browser, she still signs in.
    const elsewhere = await signInFrom(app.client(), target, '198.51.100.78');
    expect(elsewhere.status).toBe(200);
  });
});
