import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Context } from 'koa';
import { KnownDevice } from './known-device.entity';

/** The device cookie: a random token given to a browser once a student signs in on it. */
export const DEVICE_COOKIE = '__Host-puente.device';

const DEVICE_MS = 90 * 24 * 60 * 60 * 1000;
const DEVICES_KEPT = 20;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The hash of this browser's device token when it is a known device of
 * `userId` (it signed in as them before), else undefined. Sign-in counts a
 * known device's failures on their own, so guesses from elsewhere cannot
 * lock the student out of their own browser.
 */
export async function knownDeviceOf(
  ctx: Context,
  em: EntityManager,
  userId: number,
): Promise<string | undefined> {
  const token = ctx.cookies.get(DEVICE_COOKIE);
  if (!token || !TOKEN.test(token)) return undefined;
  const tokenHash = hashOf(token);
  const known = await em.count(KnownDevice, {
    tokenHash,
    user: userId,
    expiresAt: { $gt: new Date() },
  });
  return known > 0 ? tokenHash : undefined;
}

/**
 * Marks this browser as a known device of `userId` (after a good sign-in or
 * a registration): a new token each time, the old one forgotten.
 */
export async function rememberDevice(
  ctx: Context,
  em: EntityManager,
  userId: number,
): Promise<void> {
  const old = ctx.cookies.get(DEVICE_COOKIE);
  if (old && TOKEN.test(old)) await em.nativeDelete(KnownDevice, { tokenHash: hashOf(old) });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + DEVICE_MS);
  await em.insert(KnownDevice, { tokenHash: hashOf(token), user: userId, expiresAt });
  // A script signing in without keeping cookies makes a device each time: keep the newest few.
  await em
    .getConnection()
    .execute(
      'delete from known_devices where user_id = ? and token_hash not in (select token_hash from known_devices where user_id = ? order by expires_at desc limit ?)',
      [userId, userId, DEVICES_KEPT],
    );
  ctx.cookies.secure = true;
  ctx.cookies.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
    overwrite: true,
  });
}

/** Deletes the device tokens past their end; returns how many. */
export function purgeExpiredDevices(em: EntityManager): Promise<number> {
  return em.fork().nativeDelete(KnownDevice, { expiresAt: { $lte: new Date() } });
}
