import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import type { Logger } from '../src/logger';
import { installedBinaries } from '../src/postgres-placement';

const logged: string[] = [];
const logger: Logger = {
  info: (message) => logged.push(message),
  warn: (message) => logged.push(message),
  error: (message) => logged.push(message),
};
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

// PostgreSQL refuses to run as root, so as root it runs as `postgres`, which
// cannot enter a folder only root may (/root, anything made by `mktemp -d`).
describe.skipIf(userInfo().uid !== 0)('a clone inside a private folder, as root', () => {
  it('starts the embedded PostgreSQL, leaving the folder as private as it was', async () => {
    // The clone: its PostgreSQL programs and its data folder inside a mode-700 folder.
    const home = await mkdtemp(join(tmpdir(), 'puente-private-'));
    folders.push(home);
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    const installed = await installedBinaries();
    const nativeDir = join(home, 'clone', 'native');
    await cp(installed.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true });
    const binaries = {
      initdb: join(nativeDir, 'bin', 'initdb'),
      postgres: join(nativeDir, 'bin', 'postgres'),
      nativeDir,
    };

    const postgres = await startEmbeddedPostgres({
      dataDir: join(home, 'clone', '.data'),
      logger,
      persistent: false,
      databaseName: 'postgres',
      binaries,
    });
    try {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await postgres.stop();
    }
    expect((await stat(home)).mode & 0o777).toBe(0o700);
    expect(logged.some((line) => line.includes('cannot reach'))).toBe(true);
  });
});
