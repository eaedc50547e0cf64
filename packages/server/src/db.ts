import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import type { Logger } from './logger';
import { migrations } from './migrations';
import { ContentAssignment } from './modules/assignment/assignment.entity';
import { AssistantUsage } from './modules/assistant/assistant-usage.entity';
import { KnownDevice } from './modules/auth/known-device.entity';
import { ClassCode } from './modules/class-code/class-code.entity';
import { DataViewEntry } from './modules/data-view/data-view.entity';
import { HandOff } from './modules/hand-off/hand-off.entity';
import { Invitation } from './modules/invitation/invitation.entity';
import { CounselorNote } from './modules/note/note.entity';
import { Notice } from './modules/notice/notice.entity';
import { ParentLink } from './modules/parent-link/parent-link.entity';
import { PasswordReset } from './modules/password-reset/password-reset.entity';
import { Programme } from './modules/programme/programme.entity';
import { RateLimit } from './modules/rate-limit/rate-limit.entity';
import { School } from './modules/school/school.entity';
import { Selection } from './modules/selection/selection.entity';
import { Session } from './modules/session/session.entity';
import { StudentInfo } from './modules/student-info/student-info.entity';
import { Campaign } from './modules/task/campaign.entity';
import { Task } from './modules/task/task.entity';
import { User } from './modules/user/user.entity';
import { WaitlistEntry } from './modules/waitlist/waitlist.entity';
import { WaitlistRepeat } from './modules/waitlist/waitlist-repeat.entity';
import { DatabaseSeeder } from './seeders/database-seeder';

export const entities = [
  User,
  WaitlistEntry,
  StudentInfo,
  Programme,
  Selection,
  Session,
  RateLimit,
  KnownDevice,
  WaitlistRepeat,
  School,
  Invitation,
  ClassCode,
  ParentLink,
  DataViewEntry,
  HandOff,
  AssistantUsage,
  Notice,
  Campaign,
  Task,
  CounselorNote,
  ContentAssignment,
  PasswordReset,
];

/**
 * Connections per process, unless DATABASE_POOL_SIZE says otherwise. More
 * queries at once than PostgreSQL has cores to run them only makes its
 * processes take turns with this one: under the load mix, 20 connections
 * gave reads a p50 four times 8's, for no more requests answered
 * (docs/performance.md). Two processes stay well inside PostgreSQL's
 * default 100.
 */
export const POOL_SIZE = 8;
/**
 * Write requests running at once (middleware/write-turns.ts): half the ORM's
 * pool, so reads always find connections free.
 */
export const writeTurnsOf = (orm: Orm) =>
  Math.max(1, Math.floor((orm.config.get('pool').max ?? POOL_SIZE) / 2));
// How long a request may wait for a pooled connection (busy pool, or a connect
// that hangs) before it answers 503. A stopped PostgreSQL refuses at once.
const CONNECT_TIMEOUT_MS = 5000;
/** How long a write may wait for its turn: as long as for a pooled connection. */
export const WRITE_TURN_WAIT_MS = CONNECT_TIMEOUT_MS;
// Connections kept open while idle, made at start: a request then rarely pays
// for a new connection's SCRAM handshake (which needs libuv's thread pool,
// shared with password hashing and static files).
const POOL_MIN = 4;
// No request's query takes near this; a stuck one (a lock held elsewhere, a
// frozen server) answers 503 within it rather than tying up a connection.
// Set per connection, so a migration that needs longer says so itself
// (`set local statement_timeout`).
const STATEMENT_TIMEOUT_MS = 5000;
const LOCK_TIMEOUT_MS = 2000;
// Enforced by the client too: a frozen (not stopped) PostgreSQL enforces nothing.
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
// Any fixed number all Puente processes agree on: the key of the migration lock.
const MIGRATION_LOCK_KEY = 7_346_277_001;

/**
 * The ORM configuration for one database. Migrations and seeders are listed,
 * not globbed from disk, so the same code runs under tsx, vitest and a bundle.
 */
export function ormConfig(clientUrl: string, logger: Logger, poolSize = POOL_SIZE) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    // Every request gets its own EntityManager (app.ts); touching the global one is a bug.
    allowGlobalContext: false,
    logger: (message) => logger.info(message),
    pool: { min: Math.min(POOL_MIN, poolSize), max: poolSize },
    driverOptions: {
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: LOCK_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    migrations: {
      migrationsList: migrations,
      // The checked-in migrations are the truth; no snapshot file is written at run time.
      snapshot: false,
      silent: true,
    },
    seeder: { seedersList: [DatabaseSeeder] },
  });
}

export type Orm = MikroORM;

/**
 * Connects to `clientUrl` (creating the database if it is missing), applies
 * pending migrations and seeds the programme catalogue when it is empty
 * (unless `seed` is false: the import command brings its own).
 *
 * Several processes may start at once on one empty database: migrating and
 * seeding happen under a PostgreSQL advisory lock, one process after another,
 * and the ones after the first find nothing left to do.
 */
export async function openDatabase(
  clientUrl: string,
  logger: Logger,
  { seed = true, poolSize }: { seed?: boolean; poolSize?: number } = {},
): Promise<Orm> {
  for (let attempt = 1; ; attempt += 1) {
    const orm = await MikroORM.init(ormConfig(clientUrl, logger, poolSize));
    try {
      await orm.schema.ensureDatabase();
      await underMigrationLock(orm, async () => {
        const applied = await orm.migrator.up();
        if (applied.length > 0) logger.info(`applied ${applied.length} migration(s)`);
        if (seed && (await orm.em.fork().count(Programme)) === 0) {
          await orm.seeder.seed(DatabaseSeeder);
          logger.info('seeded the programme catalogue');
        }
      });
      await warmPool(orm);
      return orm;
    } catch (error) {
      await orm.close(true);
      // Another process created the database between our check and our CREATE DATABASE.
      if (attempt < 3 && isDuplicateDatabase(error)) continue;
      throw error;
    }
  }
}

/** Opens the pool's lasting connections now rather than under the first requests. */
async function warmPool(orm: Orm): Promise<void> {
  const pool = await orm.em.getConnection().getNativeClient();
  const clients = await Promise.all(Array.from({ length: POOL_MIN }, () => pool.connect()));
  for (const client of clients) client.release();
}

/** Runs `work` while holding the migration lock on one pooled connection. */
async function underMigrationLock(orm: Orm, work: () => Promise<void>): Promise<void> {
  const pool = await orm.em.getConnection().getNativeClient();
  const client = await pool.connect();
  try {
    // Waiting for another process's migrations may take longer than a request's lock timeout.
    await client.query('set lock_timeout = 0; set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('reset lock_timeout; reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

function isDuplicateDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  // 42P04 duplicate_database; 23505 when both inserts reach pg_database at once.
  return code === '42P04' || (code === '23505' && /pg_database/.test(String(error)));
}
