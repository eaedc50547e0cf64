import type { Config } from './config';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { Logger } from './logger';

/** Where the database is, and how to let go of it. */
export interface DatabaseServer {
  url: string;
  /** Whether this process started the server (and so must stop it). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** Uses `DATABASE_URL` when set; otherwise starts the embedded PostgreSQL under `DATA_DIR`. */
export async function startDatabaseServer(config: Config, logger: Logger): Promise<DatabaseServer> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  }
  logger.info(`no DATABASE_URL: starting embedded PostgreSQL in ${config.dataDir}`);
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
