import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RegisterRequest, User as UserAnswer } from '@puente/core';
import { conflict } from '../../errors';
import type { PasswordHasher } from '../auth/password';
import { User } from './user.entity';

const DUPLICATE_USERNAME = 'Username already exists';

/** Creates the account; a taken username is a 409. */
export async function registerUser(
  em: EntityManager,
  hasher: PasswordHasher,
  request: RegisterRequest,
): Promise<User> {
  // Checked first so a duplicate costs no hash; the unique index still decides races.
  if ((await em.count(User, { username: request.username })) > 0) {
    throw conflict(DUPLICATE_USERNAME);
  }
  const user = em.create(User, {
    username: request.username,
    password: await hasher.hash(request.password),
    email: request.email,
    firstName: request.firstName || null,
    lastName: request.lastName || null,
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
 * The user with this username and password, or null. An unknown username
 * still costs one hash, so the answer time does not tell which part was wrong.
 */
export async function authenticate(
  em: EntityManager,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<User | null> {
  const user = await em.findOne(User, { username }, { populate: ['password'] });
  if (!user) return hasher.verifyNobody(password).then(() => null);
  return (await hasher.verify(password, user.password)) ? user : null;
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
): Promise<boolean> {
  if (!(await hasher.verify(currentPassword, user.password))) return false;
  user.password = await hasher.hash(newPassword);
  await em.flush();
  return true;
}

/** The user as the API answers it (SPEC §3 client shape): never the password. */
export function toUserAnswer(user: User): UserAnswer {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email,
  };
}
