import { type EntityManager, LockMode } from '@mikro-orm/core';
import { newLinkToken } from '../common/tokens';
import { User } from '../user/user.entity';
import { PasswordReset } from './password-reset.entity';

/** How long a reset link works: an hour. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** The site's page a reset link opens (the host's `paths.resetPassword`). */
export const resetLink = (token: string) => `/reset-password/${encodeURIComponent(token)}`;

/** Whether a link still sets a password, or why not. */
export type ResetStatus = 'usable' | 'used' | 'expired';

export function statusOf(reset: PasswordReset, now = new Date()): ResetStatus {
  if (reset.usedAt) return 'used';
  return reset.expiresAt <= now ? 'expired' : 'usable';
}

/** A new link for `userId` (persisted, not flushed): its row and the token only its link carries. */
export function newPasswordReset(
  em: EntityManager,
  userId: number,
  issuedBy: number | null,
): { reset: PasswordReset; token: string } {
  const { token, hash } = newLinkToken();
  const reset = em.create(PasswordReset, {
    tokenHash: hash,
    user: userId,
    issuedBy,
    expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  return { reset, token };
}

/** The link behind a token's hash (its account a reference), locked for a change when `lock`. */
export function findByTokenHash(
  em: EntityManager,
  hash: string,
  { lock }: { lock: boolean },
): Promise<PasswordReset | null> {
  return em.findOne(
    PasswordReset,
    { tokenHash: hash },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
}

// At most this many accounts share one email address for a reset: a family's, not a list's.
const ACCOUNTS_PER_EMAIL = 5;

/**
 * The accounts a forgotten-password request names: the username's, else
 * those whose email is `account` (any case) when it looks like one.
 */
export async function accountsNamed(
  em: EntityManager,
  account: string,
  byUsername: (username: string) => Promise<User | null>,
): Promise<User[]> {
  const user = await byUsername(account);
  if (user) return [user];
  if (!account.includes('@')) return [];
  const literal = account.replace(/[\\%_]/g, '\\$&');
  return em.find(
    User,
    { email: { $ilike: literal } },
    { limit: ACCOUNTS_PER_EMAIL, orderBy: { id: 'asc' } },
  );
}

/** After a password is set: every other link of the account stops working too. */
export function spendAccountResets(em: EntityManager, userId: number, now: Date): Promise<number> {
  return em.nativeUpdate(PasswordReset, { user: userId, usedAt: null }, { usedAt: now });
}

/** Deletes links past their hour; returns how many. */
export function purgeExpiredPasswordResets(em: EntityManager): Promise<number> {
  return em.fork().nativeDelete(PasswordReset, { expiresAt: { $lte: new Date() } });
}
