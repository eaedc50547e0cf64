import { HttpError } from '../../errors';

/** Runs password hashes a few at a time; refuses more than the queue holds. */
export interface HashingQueue {
  /** Runs `work` when a place is free; rejects at once with 503 when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface HashingQueueOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting beyond those; one more is refused. */
  queueLimit: number;
  /**
   * A hash is refused too when the queue ahead of it would take longer than
   * this (by the recent hashes' average): on a busy machine each takes longer.
   */
  maxWaitMs?: number;
  /** The clock, in milliseconds, for tests of the wait estimate. */
  now?: () => number;
}

export const HASHING_BUSY =
  /*i18n*/ 'Puente is busy signing other students in. Please try again in a moment.';

// A first guess at one hash's time (OWASP's scrypt on a quiet core), until one is measured.
const FIRST_ESTIMATE_MS = 500;

/**
 * A queue in front of scrypt. Each hash takes a core and 128 MiB for about
 * half a second; unbounded, a burst of sign-ins would hold the machine for
 * minutes and every student signing in would wait behind it. Past the
 * queue's length, or its expected wait, an attempt is refused at once with
 * 503 and a `Retry-After` of that wait, rather than making everyone wait.
 */
export function createHashingQueue({
  concurrency,
  queueLimit,
  maxWaitMs = Number.POSITIVE_INFINITY,
  now = () => performance.now(),
}: HashingQueueOptions): HashingQueue {
  const waiting: Array<() => void> = [];
  // When each running hash started, oldest first.
  const startedAt: number[] = [];
  let running = 0;
  let averageMs: number | undefined;

  // The average learns only from hashes that have ended. When the machine
  // gets busy, the hash running longest already says each now takes longer.
  const hashMs = () =>
    Math.max(averageMs ?? FIRST_ESTIMATE_MS, now() - (startedAt[0] ?? Number.POSITIVE_INFINITY));

  return {
    async run(work) {
      if (running >= concurrency) {
        const waitMs = ((waiting.length + running) * hashMs()) / concurrency;
        if (waiting.length >= queueLimit || waitMs > maxWaitMs) {
          const waitS = waitMs / 1000;
          throw new HttpError(503, HASHING_BUSY, undefined, {
            'Retry-After': String(Math.max(1, Math.ceil(waitS))),
          });
        }
        // A finishing hash hands its place straight to the first in line.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      const started = now();
      startedAt.push(started);
      try {
        return await work();
      } finally {
        startedAt.splice(startedAt.indexOf(started), 1);
        const tookMs = now() - started;
        // The first hash measured replaces the guess outright, rather than
        // being averaged in at a fifth.
        averageMs = averageMs === undefined ? tookMs : 0.8 * averageMs + 0.2 * tookMs;
        const first = waiting.shift();
        if (first) first();
        else running -= 1;
      }
    },
  };
}
