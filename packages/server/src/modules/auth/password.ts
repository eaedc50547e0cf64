import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createHashingQueue, type HashingQueueOptions } from './hashing-queue';
import { createScryptThreads, type ScryptParams } from './scrypt-threads';

export type { ScryptParams };

/** OWASP's recommended scrypt settings (Password Storage Cheat Sheet). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Two hashes at once, each on a thread of its own at a lower priority
 * (`scrypt-threads.ts`). At most 64 wait per client address (a school's
 * class is one address), and none once the hashes served before it would
 * take over 15 s (a busy machine hashes slower): a class of 40 signing in
 * together is about 10 s of work on a quiet machine.
 */
export const HASHING_QUEUE: HashingQueueOptions = {
  concurrency: 2,
  queueLimit: 64,
  maxWaitMs: 15_000,
};

const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Refuse stored parameters beyond these: a corrupt row must not make one login eat the machine.
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * Hashes and checks passwords. Nothing here logs or returns a password.
 * `from` is the client address asking: it waits in that address's line of
 * the hashing queue (`hashing-queue.ts`).
 */
export interface PasswordHasher {
  /** A self-describing string: `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (base64, no padding). */
  hash(password: string, from?: string): Promise<string>;
  /** Whether `password` matches `stored`; false for anything unparseable. */
  verify(password: string, stored: string, from?: string): Promise<boolean>;
  /** Spends the work of one `verify` and answers false (for an unknown username). */
  verifyNobody(password: string, from?: string): Promise<false>;
}

/**
 * A hasher that writes new hashes with `params` and verifies any hash by the
 * parameters stored in it, so the cost can be raised without a migration.
 * Hashes run through a queue (`queue`): past its length a hash is refused
 * with a 503 at once.
 */
export function createPasswordHasher(
  params: ScryptParams = OWASP_SCRYPT,
  queue: HashingQueueOptions = HASHING_QUEUE,
): PasswordHasher {
  const hashing = createHashingQueue(queue);
  const threads = createScryptThreads();
  const derive = (password: string, salt: Buffer, cost: ScryptParams, from?: string) =>
    hashing.run(() => threads.derive(password.normalize('NFC'), salt, KEY_BYTES, cost), from);
  const hash = async (password: string, from?: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params, from);
    return `$scrypt$ln=${Math.log2(params.N)},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
  };
  let nobody: Promise<string> | undefined;

  const verify = async (password: string, stored: string, from?: string) => {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params, from);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  };

  return {
    hash,
    verify,
    async verifyNobody(password, from) {
      nobody ??= hash(randomBytes(SALT_BYTES).toString('hex'));
      await verify(password, await nobody, from);
      return false;
    },
  };
}

const FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parse(stored: string) {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match;
  const params = { N: 2 ** Number(logN), r: Number(r), p: Number(p) };
  if (Number(logN) > MAX_LOG_N || params.r > MAX_R || params.p > MAX_P) return undefined;
  if (params.r < 1 || params.p < 1 || !salt || !key) return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
