import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { createLogger } from '../src/logger';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL; test files create their own databases on it. */
    databaseServerUrl: string;
    /** A migrated and seeded database on that server that test databases are copied from. */
    templateDatabase: string;
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
    const dropTemplate = await createTemplate(project, process.env.DATABASE_URL);
    return dropTemplate;
  }
  const dataDir = resolve(repoRoot, '.test-data', `server-${randomBytes(4).toString('hex')}`);
  const postgres = await startEmbeddedPostgres({
    dataDir,
    logger: createLogger({ level: 'error' }),
    persistent: false,
    databaseName: 'postgres',
  });
  project.provide('databaseServerUrl', postgres.url);
  await createTemplate(project, postgres.url);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * Migrates and seeds one database, which every test database is then copied
 * from (`CREATE DATABASE … TEMPLATE`, a file copy): much faster than
 * migrating and seeding each. Answers how to drop it again.
 */
async function createTemplate(project: TestProject, serverUrl: string) {
  const name = `puente_template_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase(url.toString(), createLogger({ level: 'error' }));
  await orm.close();
  project.provide('templateDatabase', name);
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}"`);
    } finally {
      await client.end();
    }
  };
}
