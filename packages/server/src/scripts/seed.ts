/**
 * `pnpm --filter @puente/server seed`: migrates the database and runs the
 * (idempotent) DatabaseSeeder, adding whatever the catalogue has and the
 * database lacks.
 */
import { loadConfig } from '../config';
import { startDatabaseServer } from '../database-server';
import { openDatabase } from '../db';
import { createLogger } from '../logger';
import { DatabaseSeeder } from '../seeders/database-seeder';

const logger = createLogger();
const database = await startDatabaseServer(loadConfig(), logger);
try {
  const orm = await openDatabase(database.url, logger);
  try {
    await orm.seeder.seed(DatabaseSeeder);
    logger.info('seeded');
  } finally {
    await orm.close();
  }
} finally {
  await database.stop();
}
