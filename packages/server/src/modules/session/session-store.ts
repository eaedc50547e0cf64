import type { EntityManager } from '@mikro-orm/core';
import type { Role, User } from '@puente/core';
import type { Pool } from 'pg';
import type { Orm } from '../../db';
import type { Logger } from '../../logger';
import { Session } from './session.entity';
import { createSessionCache, type SessionCache } from './session-cache';

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
  /** After this process ended or changed a user's sessions by other means (endOtherSessions…). */
  forgetUser(userId: number): void;
  /** Resolves once every change to sessions committed before the call is known here. */
  settled(): Promise<void>;
  /** Stops listening for session changes; before the ORM closes. */
  close(): Promise<void>;
}

/** koa-session marks a browser-session cookie's data with `_session` (READ_SESSION too). */
const timeoutsOf = (data: Record<string, unknown>) =>
  data._session === true ? BROWSER_SESSION_TIMEOUTS : REMEMBERED_SESSION_TIMEOUTS;

// One round trip reads the session and its user, and pushes the idle deadline
// forward when that moves it by a minute or more (a data-modifying WITH runs
// whether or not the query reads it). $2 is the server's clock, as in set().
const READ_SESSION = `
with live as (
  select id, data, expires_at, user_id,
    least(
      $2::timestamptz + case when data->'_session' = 'true'::jsonb then $3::float8 else $4::float8 end * interval '1 millisecond',
      absolute_expires_at
    ) as idle_deadline
  from sessions where id = $1 and expires_at > $2
), found as (
  select *, case when idle_deadline - expires_at >= $5::float8 * interval '1 millisecond'
    then idle_deadline end as pushed_to
  from live
), touched as (
  update sessions set expires_at = found.pushed_to from found
  where sessions.id = found.id and found.pushed_to is not null
)
select found.data, users.id, users.username, users.email, users.first_name, users.last_name,
  users.role, users.school_id, schools.name as school_name,
  extract(epoch from coalesce(found.pushed_to, found.expires_at))::float8 * 1000 as expires_at_ms
from found left join users on users.id = found.user_id
  left join schools on schools.id = users.school_id`;

interface SessionRow {
  data: Record<string, unknown>;
  /** The idle deadline as this read leaves it (pushed forward or not), in ms since 1970. */
  expires_at_ms: number;
  id: number | null;
  username: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: Role | null;
  school_id: number | null;
  school_name: string | null;
}

/** Where the session's data keeps its user as read with it; koa-session never saves `_` keys. */
const USER_KEY = '_user';

/** The signed-in user as read with the session (the API's shape), if it still exists. */
export function userOfSession(data: Record<string, unknown> | null | undefined): User | undefined {
  return (data?.[USER_KEY] as User | undefined) ?? undefined;
}

/**
 * Keeps sessions in PostgreSQL so a sign-out really ends them and any number
 * of server processes share them, and enforces both timeouts there: a row
 * past `expires_at` is no session, whatever the cookie says. Reading a session
 * is one query on the pool (with its user, see READ_SESSION); writes use their
 * own EntityManager fork: the session middleware runs outside the request's
 * ORM context.
 *
 * A session read is kept (session-cache.ts) for as long as reading it again
 * would change nothing: until its idle deadline is due to be pushed forward,
 * at most a minute. A sign-out or any other change to it, in any process,
 * makes every process forget it when the change commits.
 */
export function createSessionStore(orm: Orm, logger: Logger): SessionStore {
  let pool: Pool | undefined;
  let cache: SessionCache | undefined;
  const connected = async () => {
    pool ??= await orm.em.getConnection().getNativeClient();
    cache ??= createSessionCache({ pool, logger });
    return { pool, cache };
  };
  // Listening from the start, so that the first reads are kept too.
  connected().catch(() => {});
  return {
    async get(id) {
      if (!SESSION_ID.test(id)) return undefined;
      const { pool, cache } = await connected();
      const now = Date.now();
      const known = cache.get(id, now);
      if (known) return known;
      const turn = cache.begin();
      const { rows } = await pool.query<SessionRow>(READ_SESSION, [
        id,
        new Date(now),
        BROWSER_SESSION_TIMEOUTS.idleMs,
        REMEMBERED_SESSION_TIMEOUTS.idleMs,
        TOUCH_EVERY_MS,
      ]);
      const row = rows[0];
      if (!row) return undefined;
      const data = sessionData(row);
      // Read again before then, the deadline would not move: the read would change nothing.
      const freshUntil = row.expires_at_ms - timeoutsOf(row.data).idleMs + TOUCH_EVERY_MS;
      cache.keep(turn, id, data, row.id, freshUntil);
      return data;
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
      // At once, here: the database's notice of the change comes a moment later.
      cache?.forget(id);
    },
    async destroy(id) {
      await orm.em.fork().nativeDelete(Session, { id });
      cache?.forget(id);
    },
    forgetUser(userId) {
      cache?.forgetUser(userId);
    },
    settled: async () => (await connected()).cache.settled(),
    // A store closed before its first connection resolved still has a listener to stop.
    close: async () => (await connected().catch(() => undefined))?.cache.close(),
  };
}

/**
 * The session's data with its user (the API's shape), if it still exists:
 * frozen, as every request that reads the session is handed this one object.
 */
function sessionData(row: SessionRow): Record<string, unknown> {
  if (row.id === null) return Object.freeze(row.data);
  const user: User = Object.freeze({
    id: row.id,
    username: row.username as string,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email as string,
    role: row.role ?? 'student',
    school:
      row.school_id === null
        ? null
        : Object.freeze({ id: row.school_id, name: `${row.school_name}` }),
  });
  return Object.freeze({ ...row.data, [USER_KEY]: user });
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
