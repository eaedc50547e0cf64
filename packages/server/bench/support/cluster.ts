import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  type EmbeddedPostgres,
  freePort,
  startEmbeddedPostgres,
} from '../../src/embedded-postgres';
import { createLogger } from '../../src/logger';

export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = resolve(serverRoot, '../..');

/** A PostgreSQL of the script's own, on a fixed loopback port, that it may stop and start again. */
export interface Cluster {
  /** URL of the (empty until a server migrates it) `puente` database. */
  url: string;
  /** Stops PostgreSQL (fast shutdown: every connection is cut), waits `downMs`, starts it again. */
  restart(downMs: number): Promise<{ stoppedAt: number; startedAt: number }>;
  /**
   * Freezes PostgreSQL (SIGSTOP to the postmaster and every backend) for
   * `ms`, then lets it go on (SIGCONT): a server that hangs rather than dies.
   */
  freeze(ms: number): Promise<{ frozenAt: number; thawedAt: number }>;
  /** Runs one SQL statement on the `puente` database. */
  query<R extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

const logger = createLogger({ level: 'error' });

/** Starts an embedded PostgreSQL 18 with its data under `.test-data/` (or in `dataDir`). */
export async function startCluster(
  name: string,
  {
    dataDir = resolve(repoRoot, '.test-data', `${name}-${randomBytes(4).toString('hex')}`),
  }: { dataDir?: string } = {},
): Promise<Cluster> {
  const port = await freePort();
  const start = () =>
    startEmbeddedPostgres({ dataDir, logger, persistent: true, port, databaseName: 'puente' });
  let running: EmbeddedPostgres | undefined = await start();
  const url = running.url;
  return {
    url,
    async restart(downMs) {
      await running?.stop();
      running = undefined;
      const stoppedAt = Date.now();
      await new Promise((done) => setTimeout(done, downMs));
      running = await start();
      return { stoppedAt, startedAt: Date.now() };
    },
    async freeze(ms) {
      const postmaster = running?.pid();
      if (postmaster === undefined) throw new Error('PostgreSQL is not running');
      const backends = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
        encoding: 'utf8',
      })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((pid) => pid > 0);
      const all = [postmaster, ...backends];
      for (const pid of all) process.kill(pid, 'SIGSTOP');
      const frozenAt = Date.now();
      await new Promise((done) => setTimeout(done, ms));
      for (const pid of all) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // ended meanwhile
        }
      }
      return { frozenAt, thawedAt: Date.now() };
    },
    async query(sql, params = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async destroy() {
      await running?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
