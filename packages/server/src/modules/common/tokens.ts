import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes in base64url: what a link token always looks like.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new link token (32 random bytes, base64url) and the SHA-256 hash that is stored instead. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/**
 * The stored form of a link token, or null when `token` cannot be one (not
 * worth a query). Looking the hash up by its unique index is the comparison:
 * no secret is compared byte by byte, so the answer's timing tells nothing.
 */
export function tokenHashOf(token: string): string | null {
  return TOKEN.test(token) ? tokenHash(token) : null;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
