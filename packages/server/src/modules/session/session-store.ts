import type { Orm } from '../../db';
import { Session } from './session.entity';

/** Server-side life of a browser-session cookie (no remember me): it cannot outlive this. */
export const BROWSER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

// genid's output: 32 random bytes in base64url. Anything else is not worth a query.
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** koa-session's external store, one `sessions` row per signed-in browser. */
export interface SessionStore {
  get(id: string): Promise<Record<string, unknown> | undefined>;
  set(id: string, data: Record<string, unknown>, maxAge: number | 'session'): Promise<void>;
  destroy(id: string): Promise<void>;
}

/**
 * Keeps sessions in PostgreSQL so a sign-out really ends them and any number
 * of server processes share them. Each call uses its own EntityManager fork:
 * the session middleware runs outside the request's ORM context.
 */
export function createSessionStore(orm: Orm): SessionStore {
  return {
    async get(id) {
      if (!SESSION_ID.test(id)) return undefined;
      const session = await orm.em.fork().findOne(Session, { id, expiresAt: { $gt: new Date() } });
      return session?.data;
    },
    async set(id, data, maxAge) {
      const lifetime = typeof maxAge === 'number' ? maxAge : BROWSER_SESSION_TTL_MS;
      const userId = typeof data.userId === 'number' ? data.userId : null;
      await orm.em.fork().upsert(Session, {
        id,
        data,
        expiresAt: new Date(Date.now() + lifetime),
        user: userId,
      });
    },
    async destroy(id) {
      await orm.em.fork().nativeDelete(Session, { id });
    },
  };
}

/** Deletes the rows whose time is up; returns how many. */
export function purgeExpiredSessions(orm: Orm): Promise<number> {
  return orm.em.fork().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
}
