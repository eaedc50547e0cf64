import { HttpError } from '../../errors';

/** Runs password hashes a few at a time; refuses more than the queue holds. */
export interface HashingQueue {
  /**
   * Runs `work` when a place is free; rejects at once with 503 when the
   * queue is full. `from` (the client address) decides whose turn it is:
   * each address's hashes wait in a line of their own, and the lines take
   * turns, so a storm from one address cannot keep another waiting.
   */
  run<T>(work: () => Promise<T>, from?: string): Promise<T>;
}

export interface HashingQueueOptions {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes one address may have waiting beyond those; one more is refused. */
  queueLimit: number;
  /**
   * A hash is refused too when the hashes served before it would take longer
   * than this (by the recent hashes' average): on a busy machine each takes
   * longer.
   */
  maxWaitMs?: number;
  /** The clock, in milliseconds, for tests of the wait estimate. */
  now?: () => number;
}

export const HASHING_BUSY =
  /*i18n*/ 'Puente is busy signing other students in. Please try again in a moment.';

// A first guess at one hash's time (OWASP's scrypt on a quiet core), until one is measured.
const FIRST_ESTIMATE_MS = 500;
const NOBODY = '';

/**
 * A queue in front of scrypt. Each hash takes a core and 128 MiB for about
 * half a second; unbounded, a burst of sign-ins would hold the machine for
 * minutes and every student signing in would wait behind it. Past an
 * address's share of the queue, or its expected wait, an attempt is refused
 * at once with 503 and a `Retry-After` of that wait, rather than making
 * everyone wait.
 *
 * Fair by address: each address has its own line and a free place goes to
 * the next line in turn (round robin), so a school's whole class behind one
 * address waits behind itself, and a student elsewhere waits only for one
 * hash of each address ahead of her.
 */
export function createHashingQueue({
  concurrency,
  queueLimit,
  maxWaitMs = Number.POSITIVE_INFINITY,
  now = () => performance.now(),
}: HashingQueueOptions): HashingQueue {
  // Each address's waiting hashes, first in line first; the Map's order is whose turn is next.
  const lines = new Map<string, Array<() => void>>();
  // When each running hash started, oldest first.
  const startedAt: number[] = [];
  let running = 0;
  let averageMs: number | undefined;

  // The average learns only from hashes that have ended. When the machine
  // gets busy, the hash running longest already says each now takes longer.
  const hashMs = () =>
    Math.max(averageMs ?? FIRST_ESTIMATE_MS, now() - (startedAt[0] ?? Number.POSITIVE_INFINITY));

  /** Hashes served before one more from `from`: its own line, and as many of each other's as the turns reach. */
  const servedBefore = (from: string) => {
    const own = lines.get(from)?.length ?? 0;
    let ahead = own;
    for (const [address, line] of lines) {
      if (address !== from) ahead += Math.min(line.length, own + 1);
    }
    return { own, ahead };
  };

  /** The next line's first hash, that line then going to the back of the turns. */
  const nextInTurn = () => {
    for (const [address, line] of lines) {
      const first = line.shift();
      lines.delete(address);
      if (line.length > 0) lines.set(address, line);
      if (first) return first;
    }
    return undefined;
  };

  return {
    async run(work, from = NOBODY) {
      if (running >= concurrency) {
        const { own, ahead } = servedBefore(from);
        const waitMs = ((ahead + running) * hashMs()) / concurrency;
        if (own >= queueLimit || waitMs > maxWaitMs) {
          throw new HttpError(503, HASHING_BUSY, undefined, {
            'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
          });
        }
        // A finishing hash hands its place straight to the next in turn.
        await new Promise<void>((resolve) => {
          const line = lines.get(from);
          if (line) line.push(resolve);
          else lines.set(from, [resolve]);
        });
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
        const next = nextInTurn();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
