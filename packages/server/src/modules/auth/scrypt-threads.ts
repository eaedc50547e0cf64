import { Worker } from 'node:worker_threads';

/**
 * How much lower than the server's own threads a hash runs: Linux's nice
 * 10 gets about a tenth of a core that something at nice 0 wants too, so a
 * sign-in hashing on a busy machine takes longer rather than slowing every
 * read (docs/performance.md, "Sign-ins yield to reads").
 */
export const HASHING_NICENESS = 10;

// Plain JavaScript, so it runs wherever the server does (tsx, Vitest, node).
// Linux only: there a thread's priority is its own; elsewhere the call would
// lower the whole process's.
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (process.platform === 'linux') require('node:os').setPriority(0, ${HASHING_NICENESS});
parentPort.on('message', ({ password, salt, keyBytes, cost: { N, r, p } }) => {
  try {
    // scrypt needs 128·N·r·p bytes; Node's default ceiling (32 MiB) is below OWASP's 128 MiB.
    const key = scryptSync(password, salt, keyBytes, { N, r, p, maxmem: 256 * N * r * p });
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/** scrypt cost parameters: N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Threads that derive scrypt keys, each at a lower priority than the server's. */
export interface ScryptThreads {
  /** scrypt on an idle thread (one is started when none is idle). */
  derive(password: string, salt: Buffer, keyBytes: number, cost: ScryptParams): Promise<Buffer>;
}

/**
 * As many threads as hashes run at once (the hashing queue keeps that
 * number), started on first use. Unlike libuv's pool, which scrypt's
 * callback form uses, a worker thread can lower its own priority; and the
 * hashes no longer hold libuv's threads that static files and new database
 * connections need.
 */
export function createScryptThreads(): ScryptThreads {
  const idle: Worker[] = [];
  return {
    derive(password, salt, keyBytes, cost) {
      const worker = idle.pop() ?? new Worker(THREAD_SOURCE, { eval: true });
      // A hash keeps the process alive until it is done; an idle thread does not.
      worker.ref();
      return new Promise<Buffer>((resolve, reject) => {
        const settle = (answer: { key?: Uint8Array; error?: string }) => {
          worker.off('error', fail);
          worker.unref();
          idle.push(worker);
          if (answer.key) resolve(Buffer.from(answer.key));
          else reject(new Error(answer.error));
        };
        // A thread that died is not reused.
        const fail = (error: Error) => {
          worker.off('message', settle);
          reject(error);
        };
        worker.once('message', settle);
        worker.once('error', fail);
        worker.postMessage({ password, salt, keyBytes, cost });
      });
    },
  };
}
