import type { User } from '@puente/core';
import type { Context } from 'koa';
import { unauthorized } from '../../errors';
import { REMEMBERED_SESSION_TIMEOUTS, userOfSession } from './session-store';

/** How long "Remember me" keeps a student signed in (the cookie's lifetime). */
export const REMEMBER_ME_MS = REMEMBERED_SESSION_TIMEOUTS.absoluteMs;

// Enough to tell browsers apart in a list; a header can be kilobytes long.
const USER_AGENT_CHARS = 200;

/** The part of koa-session's `ctx.session` this server uses. */
interface SessionData {
  userId?: number;
  /** When the student signed in (ms since the epoch), for their list of browsers. */
  signedInAt?: number;
  /** The browser's User-Agent at sign-in, shortened, for their list of browsers. */
  userAgent?: string;
  maxAge: number | 'session' | undefined;
  readonly externalKey: string | undefined;
  regenerate(): Promise<void>;
  manuallyCommit(): Promise<void>;
}

const sessionOf = (ctx: Context) => (ctx as unknown as { session: SessionData | null }).session;

/**
 * Signs `userId` in under a NEW session id (the old one, if any, is deleted),
 * so an id planted before sign-in is worthless after it.
 */
export async function signIn(
  ctx: Context,
  userId: number,
  { rememberMe }: { rememberMe: boolean },
): Promise<void> {
  const session = sessionOf(ctx);
  if (!session) throw new Error('signIn needs the session middleware');
  session.userId = userId;
  session.signedInAt = Date.now();
  session.userAgent = ctx.get('User-Agent').slice(0, USER_AGENT_CHARS);
  session.maxAge = rememberMe ? REMEMBER_ME_MS : 'session';
  // Deletes the old row, draws a new id, saves once and sets the cookie.
  await session.regenerate();
}

/** The current session's id (its row's key), if the request has one. */
export function currentSessionId(ctx: Context): string | undefined {
  return sessionOf(ctx)?.externalKey;
}

/**
 * Moves the signed-in session to a new id (after a password change), keeping
 * its "Remember me" choice; the old id stops working at once.
 */
export async function rotateSession(ctx: Context): Promise<void> {
  const session = sessionOf(ctx);
  const userId = signedInUserId(ctx);
  if (!session || userId === undefined) throw unauthorized();
  await signIn(ctx, userId, { rememberMe: typeof session.maxAge === 'number' });
}

/** Ends the session: its row is deleted and the cookie cleared. */
export async function signOut(ctx: Context): Promise<void> {
  const session = sessionOf(ctx);
  (ctx as unknown as { session: SessionData | null }).session = null;
  await session?.manuallyCommit();
}

/** The signed-in user's id, if any. */
export function signedInUserId(ctx: Context): number | undefined {
  const userId = sessionOf(ctx)?.userId;
  return typeof userId === 'number' ? userId : undefined;
}

/**
 * The signed-in user (the API's shape), read in the same query as the
 * session; undefined for anyone else, and for a session whose user is gone.
 */
export function signedInUser(ctx: Context): User | undefined {
  return userOfSession(sessionOf(ctx) as unknown as Record<string, unknown> | null);
}

/** The signed-in user's id; a 401 for anyone else. */
export function requireSignedIn(ctx: Context): number {
  const userId = signedInUserId(ctx);
  if (userId === undefined) throw unauthorized();
  return userId;
}
