import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { DEFAULT_EXCHANGE_RATE } from '@puente/core';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import { type ApiRoute, apiRoutesOf } from '../src/api-routes';
import { type AppOptions, createApp } from '../src/app';
import { type Orm, openDatabase } from '../src/db';
import { createLogger } from '../src/logger';
import { createPasswordHasher, type PasswordHasher } from '../src/modules/auth/password';
import { createHealthCheck, type HealthCheckOptions } from '../src/modules/health/health.routes';
import {
  createProgrammeCatalogue,
  type ProgrammeCatalogue,
  type ProgrammeCatalogueOptions,
} from '../src/modules/programme/programme-catalogue';
import { createSessionStore, type SessionStore } from '../src/modules/session/session-store';

/** A cheap scrypt cost for HTTP tests; password.test.ts covers the real one. */
export const testPasswordHasher = createPasswordHasher(
  { N: 2 ** 10, r: 8, p: 1 },
  // Tests fire bursts of sign-ins; the queue's refusals have their own unit test.
  { concurrency: 4, queueLimit: 100_000 },
);

export interface TestApp {
  /** Base URL of the running app, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The app's ORM, for checking rows behind the API (use `orm.em.fork()`). */
  orm: Orm;
  /** URL of the test's own database, for commands run beside the app. */
  databaseUrl: string;
  /** The app's in-memory programme catalogue. */
  catalogue: ProgrammeCatalogue;
  /** The app's sessions: `settled()` after changing a session's row beside the app. */
  sessions: SessionStore;
  /** Every route of the API (method and path pattern), as the app registered them. */
  routes: readonly ApiRoute[];
  /** A new HTTP client with its own cookie jar (one browser). */
  client(): TestClient;
  /** Stops the server, drops the database and closes the ORM. */
  close(): Promise<void>;
}

/** Limits the HTTP tests never reach (rate-limits.test.ts sets its own); 0 would skip the counting. */
export const ROOMY_RATE_LIMITS = {
  loginPerAccount: 10_000,
  loginPerAddress: 10_000,
  registerPerAccount: 10_000,
  registerPerAddress: 10_000,
  waitlistPerAddress: 10_000,
  joinPerAddress: 10_000,
  handOffPerAddress: 10_000,
  resetPerAccount: 10_000,
  resetPerAddress: 10_000,
};

export interface TestAppOptions {
  config?: Partial<AppOptions['config']>;
  /**
   * Serve an existing test database (another app's `databaseUrl`) instead of
   * a fresh one: two "server processes" on one PostgreSQL. Its `close()`
   * then leaves the database to its owner.
   */
  databaseUrl?: string;
  /** The catalogue's refresh period, clock and exchange rate. */
  catalogue?: Pick<ProgrammeCatalogueOptions, 'refreshMs' | 'now' | 'exchangeRate'>;
  /** Instead of the cheap test hasher (e.g. one that counts its hashes). */
  passwordHasher?: PasswordHasher;
  /** Connections to PostgreSQL, as DATABASE_POOL_SIZE sets them. */
  poolSize?: number;
  /** The health check's cache age and clock. */
  health?: Pick<HealthCheckOptions, 'maxAgeMs' | 'now'>;
}

/**
 * Starts the app on an ephemeral port against a fresh database
 * (`puente_test_<random>`) on the run's PostgreSQL, migrated and seeded.
 */
export async function initTestApp({
  config = {},
  catalogue: catalogueOptions = {},
  health = {},
  databaseUrl: sharedDatabaseUrl,
  passwordHasher = testPasswordHasher,
  poolSize,
}: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = new URL(sharedDatabaseUrl ?? inject('databaseServerUrl'));
  if (!sharedDatabaseUrl) {
    const name = `puente_test_${randomBytes(6).toString('hex')}`;
    await copyTemplate(inject('databaseServerUrl'), inject('templateDatabase'), name);
    databaseUrl.pathname = `/${name}`;
  }
  const logger = createLogger({ level: 'error' });
  const orm = await openDatabase(databaseUrl.toString(), logger, { poolSize });
  const appConfig: AppOptions['config'] = {
    hostDist: '/nonexistent/host-dist',
    widgetsDist: '/nonexistent/widgets-dist',
    trustProxy: false,
    excludedUniversities: [],
    allowedOrigins: [],
    rateLimits: ROOMY_RATE_LIMITS,
    ...config,
  };
  const catalogue = createProgrammeCatalogue({
    em: orm.em,
    excludedUniversities: appConfig.excludedUniversities,
    exchangeRate: appConfig.exchangeRate ?? DEFAULT_EXCHANGE_RATE,
    ...catalogueOptions,
  });
  const sessions = createSessionStore(orm, logger);
  const app = createApp({
    orm,
    logger,
    sessions,
    passwordHasher,
    config: appConfig,
    catalogue,
    healthCheck: createHealthCheck({ em: orm.em, ...health }),
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // Listening for session changes, as a server process is soon after it starts.
  await sessions.settled();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    orm,
    databaseUrl: databaseUrl.toString(),
    catalogue,
    sessions,
    routes: apiRoutesOf(app),
    client: () => createTestClient(url),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await sessions.close();
      if (!sharedDatabaseUrl) await orm.schema.dropDatabase();
      await orm.close();
    },
  };
}

/** `initTestApp` for a whole test file: started as the file loads, closed after its last test. */
export async function startTestApp(options?: TestAppOptions): Promise<TestApp> {
  const app = await initTestApp(options);
  afterAll(() => app.close());
  return app;
}

/**
 * Cuts `app` off its database (from `admin`'s, on the same server): its
 * connections are ended and new ones refused. Answers how to let it back.
 */
export async function cutOffDatabase(app: TestApp, admin: TestApp): Promise<() => Promise<void>> {
  const database = app.orm.config.get('dbName');
  const connection = admin.orm.em.fork().getConnection();
  await connection.execute(`alter database "${database}" with allow_connections false`);
  await connection.execute(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
    [database],
  );
  return async () => {
    await connection.execute(`alter database "${database}" with allow_connections true`);
  };
}

/**
 * Another session of `app`'s database holding `table` in access exclusive mode, as a stuck
 * migration or a long transaction would. Answers that session; `release` rolls it back and ends it.
 */
export async function holdTableLock(app: TestApp, table: string) {
  const holder = new pg.Client({ connectionString: app.databaseUrl });
  await holder.connect();
  const release = async () => {
    await holder.query('rollback').catch(() => {});
    await holder.end();
  };
  try {
    await holder.query('begin');
    await holder.query(`lock table ${table} in access exclusive mode`);
  } catch (error) {
    await release();
    throw error;
  }
  return { query: (sql: string) => holder.query(sql), release };
}

/** A new database `name`, copied from the migrated and seeded template. */
async function copyTemplate(serverUrl: string, template: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${template}"`);
  } finally {
    await client.end();
  }
}

/** An answer with its body already read: JSON when it was JSON, else text. */
export interface TestResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape they expect
  body: any;
  text: string;
  /** The raw Set-Cookie lines of this answer. */
  setCookies: string[];
}

export interface TestRequestInit {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is (for bad bodies); set the content type yourself. */
  body?: string;
  headers?: Record<string, string>;
}

/** A tiny browser: fetch plus a cookie jar. */
export interface TestClient {
  request(method: string, path: string, init?: TestRequestInit): Promise<TestResponse>;
  get(path: string, init?: TestRequestInit): Promise<TestResponse>;
  post(path: string, json?: unknown, init?: TestRequestInit): Promise<TestResponse>;
  put(path: string, json?: unknown, init?: TestRequestInit): Promise<TestResponse>;
  delete(path: string, init?: TestRequestInit): Promise<TestResponse>;
  /** A fetch that keeps this client's cookies, e.g. for core's `createApiClient`. */
  fetch: typeof fetch;
  /** The current cookies, name to value. */
  cookies: Map<string, string>;
}

/** A client of `baseUrl` with its own cookie jar. */
export function createTestClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();

  const cookieFetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) keepCookie(cookies, line);
    return response;
  };

  const request = async (method: string, path: string, init: TestRequestInit = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await cookieFetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      parsed = JSON.parse(text);
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      text,
      setCookies: response.headers.getSetCookie(),
    };
  };

  return {
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, json, init) => request('POST', path, { ...init, json }),
    put: (path, json, init) => request('PUT', path, { ...init, json }),
    delete: (path, init) => request('DELETE', path, init),
    fetch: cookieFetch,
    cookies,
  };
}

function keepCookie(jar: Map<string, string>, line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator);
  const value = pair.slice(separator + 1);
  const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
  const expired = expires !== undefined && Date.parse(expires.slice(8)) <= Date.now();
  if (value === '' || expired) jar.delete(name);
  else jar.set(name, value);
}

/** A parsed Set-Cookie line: its value and lower-cased attribute names to values. */
export function parseSetCookie(line: string): {
  name: string;
  value: string;
  attributes: Map<string, string>;
} {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const attributes = new Map(
    rest.map((attribute) => {
      const at = attribute.indexOf('=');
      return at === -1
        ? [attribute.toLowerCase(), '']
        : [attribute.slice(0, at).toLowerCase(), attribute.slice(at + 1)];
    }),
  );
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1), attributes };
}

/** A request's options for a client at `address`, as a trusted proxy reports it. */
export const from = (address: string): TestRequestInit => ({
  headers: { 'x-forwarded-for': address },
});

/** Signs in on `client` from `address` (behind a trusted proxy). */
export const signInFrom = (
  client: TestClient,
  { username, password }: { username: string; password: string },
  address: string,
) => client.post('/api/login', { username, password }, from(address));

let counter = 0;

/** A registration body with a username nobody else in the run has. */
export function newStudent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const username = `student${counter}_${randomBytes(3).toString('hex')}`;
  return {
    username,
    password: 'correct horse battery',
    email: `${username}@example.com`,
    firstName: 'Ana',
    lastName: 'García',
    privacyConsent: true,
    ...overrides,
  };
}

/** A new student registered on `app` in a browser of their own: that browser, signed in, and their id. */
export async function signedInStudent(
  app: TestApp,
): Promise<{ client: TestClient; userId: number }> {
  const client = app.client();
  const registered = await client.post('/api/register', newStudent());
  expect(registered.status).toBe(201);
  return { client, userId: registered.body.id };
}

/** A new student registered (so signed in) in one browser and signed in again in a second. */
export async function studentInTwoBrowsers(app: TestApp) {
  const student = newStudent();
  const first = app.client();
  await first.post('/api/register', student);
  const second = app.client();
  await second.post('/api/login', { username: student.username, password: student.password });
  return { student, first, second };
}
