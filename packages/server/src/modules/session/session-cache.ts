import { randomBytes } from 'node:crypto';
import pg, { type Pool } from 'pg';
import type { Logger } from '../../logger';
import { SESSION_CHANGES_CHANNEL } from '../common/session-changes';

// Sessions kept at most; past it the oldest read is forgotten first.
const MAX_KEPT = 10_000;
// How long to wait before listening again after the connection was lost.
const RETRY_MS = 1000;
// settled() gives up waiting after this: a connection that hears nothing is one that is lost.
const SETTLE_LIMIT_MS = 2000;

/**
 * The sessions this process has just read, each kept while reading it again
 * would change nothing in the database (see `freshUntil` in session-store.ts):
 * a signed-in request then needs no query for its session. A session is
 * forgotten as soon as PostgreSQL says it changed — deleted, cut short, its
 * data or its user's name or email changed — by this process or any other,
 * through a LISTEN connection of its own. While that connection is down,
 * nothing is kept and every read asks the database.
 */
export interface SessionCache {
  /** The session's data as last read, if nothing has changed it since. */
  get(id: string, now: number): Record<string, unknown> | undefined;
  /** Called before a read: what the read finds is kept only if nothing changed meanwhile. */
  begin(): number;
  /** Keeps a session read since `begin()` returned `turn`, until `freshUntil`. */
  keep(
    turn: number,
    id: string,
    data: Record<string, unknown>,
    userId: number | null,
    freshUntil: number,
  ): void;
  /** Forgets one session (this process changed it: the notice follows, but later). */
  forget(id: string): void;
  /** Forgets every session of one user (this process ended or changed them). */
  forgetUser(userId: number): void;
  /**
   * Resolves once every change committed before the call has been heard (or
   * at once when the process cannot listen: then it keeps nothing).
   */
  settled(): Promise<void>;
  /** Stops listening (before the pool closes, or a database is dropped). */
  close(): Promise<void>;
}

interface Kept {
  data: Record<string, unknown>;
  userId: number | null;
  freshUntil: number;
}

export function createSessionCache({ pool, logger }: { pool: Pool; logger: Logger }): SessionCache {
  const kept = new Map<string, Kept>();
  // Bumped by every change heard and every loss of the connection: a read
  // that began before it may have found what the change replaced.
  let turn = 0;
  let listener: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // settled()'s own notices: this process's mark, then a number each.
  const mark = randomBytes(6).toString('hex');
  let syncs = 0;
  const waiting = new Map<number, () => void>();
  const untilListening: Array<() => void> = [];

  const forgetAll = () => {
    turn += 1;
    kept.clear();
  };

  function heard(payload: string | undefined) {
    const [kind, value = ''] = (payload ?? '').split(/:(.*)/s);
    if (kind === 's') return cache.forget(value);
    if (kind === 'u') return cache.forgetUser(Number(value));
    if (kind === `sync-${mark}`) {
      const sync = Number(value);
      for (const [number, resolve] of waiting) {
        if (number <= sync) {
          waiting.delete(number);
          resolve();
        }
      }
    }
  }

  function lost(client: pg.Client) {
    if (listener !== client) return;
    if (listening) {
      logger.warn('session changes: connection lost; every session is read from the database');
    }
    listener = undefined;
    listening = false;
    forgetAll();
    client.end().catch(() => {});
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
    if (!closed) retry ??= setTimeout(listen, RETRY_MS).unref();
  }

  function listen() {
    retry = undefined;
    if (closed || listener) return;
    // The pool's own connection settings (host, credentials, timeouts; pg-pool
    // keeps the password out of a spread); a kept-alive socket, so that a
    // connection that silently died is noticed.
    const options = pool.options as pg.ClientConfig;
    const client = new pg.Client({ ...options, password: options.password, keepAlive: true });
    listener = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (notice) => heard(notice.payload));
    client
      .connect()
      .then(() => client.query(`listen ${SESSION_CHANGES_CHANNEL}`))
      .then(() => {
        if (listener !== client) return;
        forgetAll();
        listening = true;
        for (const resolve of untilListening.splice(0)) resolve();
      })
      .catch(() => lost(client));
  }

  listen();
  const cache: SessionCache = {
    get(id, now) {
      if (!listening) return undefined;
      const found = kept.get(id);
      if (found && now < found.freshUntil) return found.data;
      if (found) kept.delete(id);
      return undefined;
    },
    begin: () => (listening ? turn : -1),
    keep(readTurn, id, data, userId, freshUntil) {
      if (!listening || readTurn !== turn) return;
      kept.delete(id);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(id, { data, userId, freshUntil });
    },
    forget(id) {
      turn += 1;
      kept.delete(id);
    },
    forgetUser(userId) {
      turn += 1;
      for (const [id, session] of kept) if (session.userId === userId) kept.delete(id);
    },
    async settled() {
      if (!listening && !closed) {
        await new Promise<void>((resolve) => {
          untilListening.push(resolve);
          setTimeout(resolve, SETTLE_LIMIT_MS).unref();
        });
      }
      // Not listening: nothing is kept, so nothing can be out of date.
      if (!listening) return;
      syncs += 1;
      const sync = syncs;
      const heardIt = new Promise<void>((resolve) => {
        waiting.set(sync, resolve);
        setTimeout(resolve, SETTLE_LIMIT_MS).unref();
      });
      await pool.query('select pg_notify($1, $2)', [
        SESSION_CHANGES_CHANNEL,
        `sync-${mark}:${sync}`,
      ]);
      await heardIt;
      waiting.delete(sync);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      listening = false;
      forgetAll();
      await client?.end().catch(() => {});
    },
  };
  return cache;
}
