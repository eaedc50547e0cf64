import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '../../db';
import { Session } from './session.entity';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a session lives: idle (since last use) and absolute (since sign-in). */
export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

/** Without "Remember me": 2 hours unused, 12 hours at most. */
export const BROWSER_SESSION_TIMEOUTS: SessionTimeouts = {
  idleMs: 2 * HOUR_MS,
  absoluteMs: 12 * HOUR_MS,
};
/** With "Remember me": 7 days unused, 30 days at most (the cookie's own lifetime). */
export const REMEMBERED_SESSION_TIMEOUTS: SessionTimeouts = {
  idleMs: 7 * DAY_MS,
  absoluteMs: 30 * DAY_MS,
};

// Each use pushes the idle deadline forward, but at most one write a minute per session.
const TOUCH_EVERY_MS = MINUTE_MS;

// genid's output: 32 random bytes in base64url. Anything else is not worth a query.
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** koa-session's external store, one `sessions` row per signed-in browser. */
export interface SessionStore {
  get(id: string): Promise<Record<string, unknown> | undefined>;
  set(id: string, data: Record<string, unknown>, maxAge: number | 'session'): Promise<void>;
  destroy(id: string): Promise<void>;
}

/** koa-session marks a browser-session cookie's data with `_session`. */
const timeoutsOf = (data: Record<string, unknown>) =>
  data._session === true ? BROWSER_SESSION_TIMEOUTS : REMEMBERED_SESSION_TIMEOUTS;

/**
 * Keeps sessions in PostgreSQL so a sign-out really ends them and any number
 * of server processes share them, and enforces both timeouts there: a row
 * past `expires_at` is no session, whatever the cookie says. Each call uses
 * its own EntityManager fork: the session middleware runs outside the
 * request's ORM context.
 */
export function createSessionStore(orm: Orm): SessionStore {
  return {
    async get(id) {
      if (!SESSION_ID.test(id)) return undefined;
      const em = orm.em.fork();
      const now = Date.now();
      const session = await em.findOne(Session, { id, expiresAt: { $gt: new Date(now) } });
      if (!session) return undefined;
      const { idleMs } = timeoutsOf(session.data);
      const idleDeadline = Math.min(now + idleMs, session.absoluteExpiresAt.getTime());
      if (idleDeadline - session.expiresAt.getTime() >= TOUCH_EVERY_MS) {
        await em.nativeUpdate(Session, { id }, { expiresAt: new Date(idleDeadline) });
      }
      return session.data;
    },
    async set(id, data) {
      const { idleMs, absoluteMs } = timeoutsOf(data);
      const now = Date.now();
      const userId = typeof data.userId === 'number' ? data.userId : null;
      await orm.em.fork().upsert(Session, {
        id,
        data,
        expiresAt: new Date(now + Math.min(idleMs, absoluteMs)),
        absoluteExpiresAt: new Date(now + absoluteMs),
        user: userId,
      });
    },
    async destroy(id) {
      await orm.em.fork().nativeDelete(Session, { id });
    },
  };
}

/** Ends every session of `userId` except `keepId` (after a password change). */
export function endOtherSessions(
  em: EntityManager,
  userId: number,
  keepId: string | undefined,
): Promise<number> {
  return em.nativeDelete(
    Session,
    keepId ? { user: userId, id: { $ne: keepId } } : { user: userId },
  );
}

/** Deletes the rows whose time is up; returns how many. */
export function purgeExpiredSessions(orm: Orm): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
