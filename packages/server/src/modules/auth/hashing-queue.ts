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
}

export const HASHING_BUSY =
  /*i18n*/ 'Puente is busy signing other students in. Please try again in a moment.';

// A first guess at one hash's time (OWASP's scrypt on a quiet core), replaced by measurement.
const FIRST_ESTIMATE_MS = 500;

/**
 * A queue in front of scrypt. Each hash holds one of libuv's few threads for
 * about half a second; unbounded, a burst of sign-ins takes every thread and
 * static files, DNS and new database connections (SCRAM) wait behind it. Past
 * the queue's length an attempt is refused at once with 503 and a
 * `Retry-After` of the expected wait, rather than making everyone wait.
 */
export function createHashingQueue({
  concurrency,
  queueLimit,
  maxWaitMs = Number.POSITIVE_INFINITY,
}: HashingQueueOptions): HashingQueue {
  const waiting: Array<() => void> = [];
  let running = 0;
  let averageMs = FIRST_ESTIMATE_MS;

  return {
    async run(work) {
      if (running >= concurrency) {
        const waitMs = ((waiting.length + running) * averageMs) / concurrency;
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
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        const first = waiting.shift();
        if (first) first();
        else running -= 1;
      }
    },
  };
}
