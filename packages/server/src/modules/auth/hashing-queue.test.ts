import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { createHashingQueue } from './hashing-queue';

/** A task the test finishes when it likes, recording when it started. */
function task(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** One hash at a time, none once the work ahead is over 3 s, on a clock the test moves. */
function clockedQueue() {
  const clock = { ms: 0 };
  const queue = createHashingQueue({
    concurrency: 1,
    queueLimit: 100,
    maxWaitMs: 3000,
    now: () => clock.ms,
  });
  return { queue, clock };
}

describe('the password hashing queue', () => {
  it('runs at most `concurrency` hashes at once, the rest in order as others finish', async () => {
    const queue = createHashingQueue({ concurrency: 2, queueLimit: 10 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => task(started, name));
    const results = tasks.map((t) => queue.run(t.run));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const t of tasks) t.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses at once with 503 and Retry-After when the queue is full, and takes work again once it drains', async () => {
    const queue = createHashingQueue({ concurrency: 1, queueLimit: 2 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => task(started, name));
    const accepted = tasks.map((t) => queue.run(t.run));

    const refused = await queue.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).message).toBe(
      'Puente is busy signing other students in. Please try again in a moment.',
    );
    expect(Number((refused as HttpError).headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);

    for (const t of tasks) t.finish();
    await Promise.all(accepted);
    expect(await queue.run(async () => 'e')).toBe('e');
  });

  it('refuses when the work ahead would take longer than maxWaitMs', async () => {
    // Before any hash has finished, each is reckoned at half a second: 3 ahead, 1 at a time, is 1.5 s.
    const queue = createHashingQueue({ concurrency: 1, queueLimit: 100, maxWaitMs: 1200 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => task(started, name));
    const accepted = tasks.map((t) => queue.run(t.run));
    const refused = await queue.run(async () => 'd').catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(503);
    for (const t of tasks) t.finish();
    await Promise.all(accepted);
  });

  it('reckons each hash at least as long as the one running longest, before any has ended', async () => {
    const { queue, clock } = clockedQueue();
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => task(started, name));
    const accepted = [a, b].map((t) => t && queue.run(t.run));
    // The first hash has run 2 s (the machine got busy): one more waiting would be 4 s of work.
    clock.ms = 2000;
    const refused = await queue.run(async () => 'c').catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).headers?.['Retry-After']).toBe('4');
    a?.finish();
    b?.finish();
    await Promise.all(accepted);
  });

  it('reckons the hashes after the first by the first one measured, not by its first guess', async () => {
    const { queue, clock } = clockedQueue();
    const started: string[] = [];
    const first = task(started, 'first');
    const done = queue.run(first.run);
    // A busy machine: the first hash takes three times the first guess.
    clock.ms = 1500;
    first.finish();
    await done;
    const [b, c, d] = ['b', 'c', 'd'].map((name) => task(started, name));
    const accepted = [b, c, d].map((t) => t && queue.run(t.run));
    // Two waiting behind one running, at 1.5 s each: one more would be 4.5 s of work.
    const refused = await queue.run(async () => 'e').catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(503);
    expect((refused as HttpError).headers?.['Retry-After']).toBe('5');
    for (const t of [b, c, d]) t?.finish();
    await Promise.all(accepted);
  });

  it('lets a failed hash free its place', async () => {
    const queue = createHashingQueue({ concurrency: 1, queueLimit: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad parameters')))).rejects.toThrow(
      'bad parameters',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('takes turns between addresses: one behind a storm from another waits for one of its hashes, not all', async () => {
    const queue = createHashingQueue({ concurrency: 1, queueLimit: 100 });
    const started: string[] = [];
    const storm = ['s1', 's2', 's3', 's4', 's5'].map((name) => task(started, name));
    const stormDone = storm.map((t) => queue.run(t.run, '203.0.113.7'));
    const other = task(started, 'other');
    const otherDone = queue.run(other.run, '198.51.100.1');
    for (const t of storm.slice(0, 2)) {
      t.finish();
      await settle();
    }
    expect(started).toEqual(['s1', 's2', 'other']);
    other.finish();
    for (const t of storm) t.finish();
    await Promise.all([...stormDone, otherDone]);
  });

  it('refuses a storm past its own share, never another address', async () => {
    const queue = createHashingQueue({ concurrency: 2, queueLimit: 4, maxWaitMs: 10_000 });
    const started: string[] = [];
    const storm = Array.from({ length: 8 }, (_, i) => task(started, `s${i}`));
    const outcomes = storm.map((t) =>
      queue.run(t.run, '203.0.113.7').then(
        () => 'done',
        (error: HttpError) => error.status,
      ),
    );
    await settle();
    // Two running, four waiting: the last two refused at once.
    expect(await Promise.all(outcomes.slice(6))).toEqual([503, 503]);
    const other = task(started, 'other');
    const otherDone = queue.run(other.run, '198.51.100.1');
    // Its turn comes after one more of the storm's.
    for (const t of storm.slice(0, 2)) {
      t.finish();
      await settle();
    }
    expect(started).toEqual(['s0', 's1', 's2', 'other']);
    other.finish();
    for (const t of storm) t.finish();
    expect(await otherDone).toBe('other');
    expect(await Promise.all(outcomes.slice(0, 6))).toEqual(Array(6).fill('done'));
  });

  it('lets a class of 40 signing in together from one address all wait their turn', async () => {
    // Two at once at half a second each: the 40th waits 9.75 s of work.
    const queue = createHashingQueue({ concurrency: 2, queueLimit: 64, maxWaitMs: 15_000 });
    const started: string[] = [];
    const students = Array.from({ length: 40 }, (_, i) => task(started, `s${i}`));
    const outcomes = students.map((t) => queue.run(t.run, '203.0.113.9'));
    for (const t of students) {
      t.finish();
      await settle();
    }
    expect(await Promise.all(outcomes)).toHaveLength(40);
  });
});
