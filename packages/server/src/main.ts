/**
 * `pnpm --filter @puente/server start`: the database (embedded unless
 * DATABASE_URL is set), migrations, seed, then the HTTP server, until
 * SIGTERM or SIGINT. With `--build-first` (`pnpm start` at the repository's
 * root), the site builds meanwhile, and the widgets after it (`build-first.ts`).
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { startDatabaseServer } from './database-server';
import { createLogger } from './logger';

// Within the 10 s an orchestrator waits after SIGTERM, with a second to spare
// for a busy machine; stragglers lose their connection 2 s before that.
const SHUTDOWN_LIMIT_MS = 9_000;
const PURGE_EVERY_MS = 60 * 60 * 1000;
// The pool waits for every checked-out connection; after a PostgreSQL restart
// one can stay checked out for good (faults.ts saw it), and the whole shutdown
// limit went on waiting for it. The requests are answered by then.
const POOL_CLOSE_LIMIT_MS = 2000;

const logger = createLogger();
const config = loadConfig();
const building = process.argv.includes('--build-first')
  ? import('./build-first').then(({ buildFirst }) =>
      buildFirst((error) =>
        logger.error(`the widgets could not be built: /widgets/ answers 404 (${error.message})`),
      ),
    )
  : undefined;
// Awaited once the database is ready; a failure before then is not unhandled.
building?.catch(() => {});
// PostgreSQL starts while the rest of the server's modules load (MikroORM's
// alone take about a second): a second `pnpm start` reaches its first 200 sooner.
const starting = startDatabaseServer(config, logger);
const [
  database,
  [
    { createApp },
    { limitConnections },
    { openDatabase },
    { gracefulStop },
    { createSessionStore },
    { purgeExpired },
  ],
] = await Promise.all([
  starting,
  Promise.all([
    import('./app'),
    import('./connection-limits'),
    import('./db'),
    import('./graceful-stop'),
    import('./modules/session/session-store'),
    import('./purge-expired'),
  ]),
]).catch(async (error: unknown) => {
  await starting.then(
    (started) => started.stop(),
    () => {},
  );
  throw error;
});
const orm = await openDatabase(database.url, logger, {
  poolSize: config.databasePoolSize,
}).catch(async (error: unknown) => {
  await database.stop();
  throw error;
});
await building?.catch(async (error: unknown) => {
  await orm.close();
  await database.stop();
  throw error;
});

const sessions = createSessionStore(orm, logger);
const app = createApp({ orm, config, logger, sessions });
const server = app.listen(config.port);
// Per-address caps, the process's ceiling and the timeouts (config.ts, docs/reliability.md).
const connections = limitConnections(server, config.connections, { logger });
const shutdown = gracefulStop(server);
await new Promise<void>((resolve, reject) => {
  server.once('listening', resolve);
  server.once('error', reject);
}).catch(async (error: unknown) => {
  await sessions.close();
  await orm.close();
  await database.stop();
  throw error;
});
const { port } = server.address() as AddressInfo;
logger.info(`Puente is listening on http://localhost:${port}`);

const purge = () =>
  purgeExpired(orm).catch((error: unknown) =>
    logger.error('could not purge expired sessions and rate limits', error),
  );
void purge();
const purgeTimer = setInterval(purge, PURGE_EVERY_MS).unref();

/** Closes the ORM's pool, or gives up on it after POOL_CLOSE_LIMIT_MS (exiting closes the sockets). */
async function closePool() {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    orm.close().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), POOL_CLOSE_LIMIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!closed) logger.warn('the database pool did not close in time: leaving its connections');
}

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  // pnpm and tsx pass a signal on to a process group that already got it: the
  // repeats are ignored (the deadline below still bounds the shutdown).
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing in-flight requests, then stopping`);
  // Not unref'd: were the steps below to wait on something that keeps no
  // handle open, Node would otherwise exit 0 halfway, without "stopped".
  const deadline = setTimeout(() => {
    logger.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  // Late stragglers lose their connection rather than the whole limit.
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_LIMIT_MS - 2000).unref();

  clearInterval(purgeTimer);
  connections.close();
  try {
    // Every request that reached the server is answered, then new connections are refused.
    await shutdown.stop();
    clearTimeout(cut);
    await sessions.close();
    await closePool();
  } catch (error) {
    logger.error('shutdown failed', error);
    process.exitCode = 1;
  } finally {
    await database.stop();
  }
  clearTimeout(deadline);
  logger.info('stopped');
  // Through a pipe (pnpm relays the output) the last lines may still be in flight.
  process.stdout.write('', () => process.exit());
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
