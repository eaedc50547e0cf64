/**
 * `pnpm restore <file> [--force]` (at the repository's root): loads a
 * `pnpm backup` file into DATABASE_URL's database, or the embedded
 * PostgreSQL in DATA_DIR (a new data folder is created). A database that
 * already has tables is refused unless `--force`, which replaces everything
 * in it. Stop the server first. See docs/reliability.md, "Backups".
 */
import { resolve } from 'node:path';
import { DatabaseNotEmpty, restoreDatabase } from '../backup';
import { loadConfig } from '../config';
import { startDatabaseServer } from '../database-server';
import { createLogger } from '../logger';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: pnpm restore <backup file> [--force]');
  process.exit(2);
}
const logger = createLogger();
const database = await startDatabaseServer(loadConfig(), logger);
try {
  const header = await restoreDatabase(database.url, resolve(file), { force, logger });
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  logger.info(
    `restored ${rows} rows of ${header.tables.length} tables from ${file} (${header.createdAt})`,
  );
} catch (error) {
  if (!(error instanceof DatabaseNotEmpty)) throw error;
  logger.error(`not restored: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
