/**
 * `pnpm --filter @puente/server migration:create [name]`: brings the dev
 * database up to date, writes a migration for whatever the entities changed,
 * and regenerates `src/migrations/index.ts` so the new one is applied on start.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config';
import { startDatabaseServer } from '../database-server';
import { ormConfig } from '../db';
import { createLogger } from '../logger';

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const name = process.argv[2];
if (name !== undefined && !/^[a-z0-9-]+$/.test(name)) {
  throw new Error('The migration name must be kebab-case, e.g. add-programme-slug');
}

const logger = createLogger();
const database = await startDatabaseServer(loadConfig(), logger);
try {
  const orm = await MikroORM.init({
    ...ormConfig(database.url, logger),
    migrations: {
      ...ormConfig(database.url, logger).migrations,
      fileName: (timestamp, suffix) => `migration-${timestamp}${suffix ? `-${suffix}` : ''}`,
    },
  });
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(migrationsDir, false, false, name);
    if (result.fileName) {
      await writeMigrationIndex();
      logger.info(`created src/migrations/${result.fileName}; run biome check --write on it`);
    } else {
      logger.info('the entities match the database: no migration needed');
    }
  } finally {
    await orm.close();
  }
} finally {
  await database.stop();
}

async function writeMigrationIndex() {
  const files = (await readdir(migrationsDir)).filter((file) => /^migration-\d+.*\.ts$/.test(file));
  const entries = await Promise.all(
    files.sort().map(async (file) => {
      const source = await readFile(`${migrationsDir}/${file}`, 'utf8');
      const className = /export class (\w+)/.exec(source)?.[1];
      if (!className) throw new Error(`No migration class in ${file}`);
      return { className, module: `./${file.replace(/\.ts$/, '')}` };
    }),
  );
  const source = [
    "import type { MigrationObject } from '@mikro-orm/core';",
    ...entries.map(({ className, module }) => `import { ${className} } from '${module}';`),
    '',
    '/** Every migration, oldest first. Rewritten by `pnpm migration:create`. */',
    'export const migrations: MigrationObject[] = [',
    ...entries.map(({ className }) => `  { name: '${className}', class: ${className} },`),
    '];',
    '',
  ].join('\n');
  await writeFile(`${migrationsDir}/index.ts`, source);
}
