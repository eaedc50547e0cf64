import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  PRIVACY_NOTICE_VERSION,
  type RegisterRequest,
  type User as UserAnswer,
} from '@puente/core';
import { conflict } from '../../errors';
import type { PasswordHasher } from '../auth/password';
import type { School } from '../school/school.entity';
import { User } from './user.entity';
import { usernameKey } from './username-key';

/** An account's fields: a registration's, with its consent, or a school's first admin's. */
export type NewAccount = Omit<RegisterRequest, 'privacyConsent'> & { privacyConsent?: boolean };

const DUPLICATE_USERNAME = /*i18n*/ 'Username already exists';

/**
 * Creates the account; a username taken by case or Unicode form (its key)
 * is a 409, after the same hash a new account costs, so the answer's timing
 * says no more than its message.
 */
export async function registerUser(
  em: EntityManager,
  hasher: PasswordHasher,
  request: NewAccount,
  /** The client's address, so one address's hashes wait their own turn (hashing-queue.ts). */
  from: string | undefined,
  /** A school's first admin: the school made in the same flush (school.routes.ts). */
  membership?: { role: 'admin'; school: School },
): Promise<User> {
  const key = usernameKey(request.username);
  const password = await hasher.hash(request.password, from);
  // The unique index on the key still decides races.
  if ((await em.count(User, { usernameKey: key })) > 0) throw conflict(DUPLICATE_USERNAME);
  const user = em.create(User, {
    username: request.username,
    usernameKey: key,
    password,
    email: request.email,
    firstName: request.firstName || null,
    lastName: request.lastName || null,
    // An old `school=` link: where they came from, unverified; it attributes nothing to a school.
    cameFrom: request.school ?? null,
    // Only a registration carries consent (the schema lets nothing else through).
    ...(request.privacyConsent && {
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentedAt: new Date(),
    }),
    ...(membership && { ...membership, schoolJoinedAt: new Date() }),
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(DUPLICATE_USERNAME);
    throw error;
  }
  return user;
}

/**
 * The account a sign-in names: the one whose key matches. Where accounts
 * from before keys were unique share one, only the exact username finds one.
 */
export async function findByUsername(em: EntityManager, username: string): Promise<User | null> {
  const users = await em.find(
    User,
    { usernameKey: usernameKey(username) },
    { populate: ['password', 'school'], orderBy: { id: 'asc' } },
  );
  if (users.length <= 1) return users[0] ?? null;
  return users.find((user) => user.username === username) ?? null;
}

/**
 * Whether `password` is `user`'s. No user still costs one hash, so the
 * answer time does not tell which part was wrong.
 */
export async function checkPassword(
  hasher: PasswordHasher,
  user: User | null,
  password: string,
  from?: string,
): Promise<boolean> {
  if (!user) return hasher.verifyNobody(password, from);
  return hasher.verify(password, user.password, from);
}

/**
 * Checks the current password and stores a hash of the new one. False (and
 * nothing changed) when the current password is wrong.
 */
export async function changePassword(
  em: EntityManager,
  hasher: PasswordHasher,
  user: User,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  from?: string,
): Promise<boolean> {
  if (!(await hasher.verify(currentPassword, user.password, from))) return false;
  user.password = await hasher.hash(newPassword, from);
  await em.flush();
  return true;
}

/** The user as the API answers it (SPEC §3 client shape): never the password; `school` loaded. */
export function toUserAnswer(user: User): UserAnswer {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email,
    role: user.role as UserAnswer['role'],
    school: user.school ? { id: user.school.id, name: user.school.name } : null,
  };
}
