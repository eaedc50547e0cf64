import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT } from './password';
import { createScryptThreads, HASHING_NICENESS } from './scrypt-threads';

/** The niceness of one of this process's threads (Linux's /proc): the 19th field of its stat. */
const niceness = (task: string | number) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};
const threadNiceness = () => readdirSync('/proc/self/task').map(niceness);

describe('scrypt threads', () => {
  it('derives the same key as node:crypto', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const cost = { N: 2 ** 10, r: 8, p: 1 };
    const key = await createScryptThreads().derive('pässword', salt, 64, cost);
    expect(key.equals(scryptSync('pässword', salt, 64, cost))).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    "hashes below the server's priority, and the server's own thread keeps its",
    async () => {
      const hashing = createScryptThreads().derive(
        'correct horse',
        Buffer.alloc(16),
        64,
        OWASP_SCRYPT,
      );
      await expect.poll(threadNiceness).toContain(HASHING_NICENESS);
      expect(niceness(process.pid)).toBe(0);
      await hashing;
    },
  );

  it('rejects what scrypt refuses, and the next hash still runs', async () => {
    const threads = createScryptThreads();
    await expect(threads.derive('x', Buffer.alloc(16), 64, { N: 3, r: 8, p: 1 })).rejects.toThrow(
      'Invalid scrypt params',
    );
    const key = await threads.derive('x', Buffer.alloc(16), 64, { N: 2 ** 10, r: 8, p: 1 });
    expect(key).toHaveLength(64);
  });
});
