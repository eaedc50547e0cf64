import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { type Orm, openDatabase } from '../src/db';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/embedded-postgres';
import type { Logger } from '../src/logger';
import { createSessionStore, type SessionStore } from '../src/modules/session/session-store';
import { testPasswordHasher } from './utils';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = resolve(repoRoot, '.test-data', `supervised-${randomBytes(4).toString('hex')}`);
const logged: string[] = [];
const logger: Logger = {
  info: (message) => logged.push(message),
  warn: (message) => logged.push(message),
  error: (message) => logged.push(message),
};

let postgres: EmbeddedPostgres;
let orm: Orm;
let sessions: SessionStore;
let server: Server;
let url: string;

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir, logger, persistent: false });
  orm = await openDatabase(postgres.url, logger);
  sessions = createSessionStore(orm, logger);
  const app = createApp({
    orm,
    logger,
    sessions,
    passwordHasher: testPasswordHasher,
    config: {
      hostDist: '/nonexistent/host-dist',
      widgetsDist: '/nonexistent/widgets-dist',
      trustProxy: false,
      excludedUniversities: [],
    },
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await sessions?.close();
  await orm?.close(true);
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const health = () =>
  fetch(`${url}/api/health`).then(
    (answer) => answer.status,
    () => 0,
  );

describe('the embedded PostgreSQL', () => {
  it('is restarted when it dies, and the server answers again without a restart of its own', async () => {
    expect(await health()).toBe(200);
    const pid = postgres.pid();
    expect(pid).toBeTypeOf('number');

    // As a crash or the OOM killer would: no shutdown, no cleanup.
    process.kill(pid as number, 'SIGKILL');
    // Connections made before the kill (and the health check's cached answer) may answer for
    // a moment: wait for the restart to be logged and a new postmaster to answer.
    const restarted = () => logged.some((line) => /PostgreSQL restarted/.test(line));
    while (!restarted() || postgres.pid() === pid || (await health()) !== 200) {
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(logged.some((line) => /PostgreSQL stopped.*restarting/.test(line))).toBe(true);
  });
});
