/**
 * `pnpm --filter @puente/server import-catalogue <file.csv|file.json>`:
 * validates every row of an operator's catalogue with core's schema and, only
 * when the whole file is valid, upserts it by slug in one transaction. Bad
 * rows are printed with their line and reason, nothing is written, and the
 * exit code is 1. Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR.
 * Running servers pick the change up within CATALOGUE_REFRESH_MS.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { startDatabaseServer } from '../database-server';
import { openDatabase } from '../db';
import { createLogger } from '../logger';
import { describeProblems, readCatalogueFile } from '../modules/programme/catalogue-file';
import { upsertProgrammes } from '../modules/programme/catalogue-import';

const USAGE = 'usage: pnpm --filter @puente/server import-catalogue <file.csv|file.json>';

const argument = process.argv[2];
if (argument === undefined || argument === '') {
  console.error(USAGE);
  process.exit(1);
}
// pnpm runs the script in packages/server; the path is the operator's, from where they typed it.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument);

const reading = await readCatalogueFile(file);
if (!reading.ok) {
  console.error(`${file} is not a valid catalogue:\n${describeProblems(reading.problems)}`);
  console.error(`${reading.problems.length} problem(s); nothing was imported.`);
  process.exit(1);
}

const logger = createLogger({ level: 'warn' });
const database = await startDatabaseServer(loadConfig(), logger);
try {
  const orm = await openDatabase(database.url, logger, { seed: false });
  try {
    const { inserted, updated } = await upsertProgrammes(orm.em, reading.programmes);
    console.log(
      `Imported ${reading.programmes.length} programme(s) from ${file}: ${inserted} new, ${updated} updated.`,
    );
  } finally {
    await orm.close();
  }
} finally {
  await database.stop();
}
