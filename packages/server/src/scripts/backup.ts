/**
 * `pnpm backup [--to <folder>]` (at the repository's root): the whole
 * database, one consistent snapshot, to `<folder>/puente-<UTC date and
 * time>.puente-backup.gz` (default folder: BACKUP_DIR, or `backups/` at the
 * root). The database is DATABASE_URL's, or the embedded PostgreSQL in
 * DATA_DIR, started for the backup (stop `pnpm start` first, or point
 * DATABASE_URL at the running one). See docs/reliability.md, "Backups".
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backupDatabase } from '../backup';
import { loadConfig, repoRoot } from '../config';
import { startDatabaseServer } from '../database-server';
import { createLogger } from '../logger';

const args = process.argv.slice(2);
const toAt = args.indexOf('--to');
const folder = resolve(
  toAt >= 0 && args[toAt + 1]
    ? (args[toAt + 1] as string)
    : (process.env.BACKUP_DIR ?? join(repoRoot, 'backups')),
);
const logger = createLogger();
await mkdir(folder, { recursive: true, mode: 0o700 });
const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
const file = join(folder, `puente-${stamp}Z.puente-backup.gz`);
const database = await startDatabaseServer(loadConfig(), logger);
try {
  const header = await backupDatabase(database.url, file);
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  logger.info(`backed up ${rows} rows of ${header.tables.length} tables to ${file}`);
} finally {
  await database.stop();
}
