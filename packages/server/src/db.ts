import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import type { Logger } from './logger';
import { migrations } from './migrations';
import { Programme } from './modules/programme/programme.entity';
import { Selection } from './modules/selection/selection.entity';
import { Session } from './modules/session/session.entity';
import { StudentInfo } from './modules/student-info/student-info.entity';
import { User } from './modules/user/user.entity';
import { WaitlistEntry } from './modules/waitlist/waitlist.entity';
import { DatabaseSeeder } from './seeders/database-seeder';

export const entities = [User, WaitlistEntry, StudentInfo, Programme, Selection, Session];

/**
 * The ORM configuration for one database. Migrations and seeders are listed,
 * not globbed from disk, so the same code runs under tsx, vitest and a bundle.
 */
export function ormConfig(clientUrl: string, logger: Logger) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    // Every request gets its own EntityManager (app.ts); touching the global one is a bug.
    allowGlobalContext: false,
    logger: (message) => logger.info(message),
    migrations: {
      migrationsList: migrations,
      // The checked-in migrations are the truth; no snapshot file is written at run time.
      snapshot: false,
      silent: true,
    },
    seeder: { seedersList: [DatabaseSeeder] },
  });
}

export type Orm = MikroORM;

/**
 * Connects to `clientUrl` (creating the database if it is missing), applies
 * pending migrations and seeds the programme catalogue when it is empty
 * (unless `seed` is false: the import command brings its own).
 */
export async function openDatabase(
  clientUrl: string,
  logger: Logger,
  { seed = true }: { seed?: boolean } = {},
): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl, logger));
  try {
    const applied = await orm.migrator.up();
    if (applied.length > 0) logger.info(`applied ${applied.length} migration(s)`);
    if (seed && (await orm.em.fork().count(Programme)) === 0) {
      await orm.seeder.seed(DatabaseSeeder);
      logger.info('seeded the programme catalogue');
    }
    return orm;
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}
