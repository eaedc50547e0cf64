import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { createLogger } from '../src/logger';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL; test files create their own databases on it. */
    databaseServerUrl: string;
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts one embedded PostgreSQL for the run, or uses `DATABASE_URL` (e.g. a
 * distribution's PostgreSQL in CI) when it is set.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseServerUrl', process.env.DATABASE_URL);
    return;
  }
  const dataDir = resolve(repoRoot, '.test-data', `server-${randomBytes(4).toString('hex')}`);
  const postgres = await startEmbeddedPostgres({
    dataDir,
    logger: createLogger({ level: 'error' }),
    persistent: false,
    databaseName: 'postgres',
  });
  project.provide('databaseServerUrl', postgres.url);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
