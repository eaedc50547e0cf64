/**
 * What one API request costs beside a bare node:http server answering the
 * very same bytes (status, headers, body): small public answers, and
 * signed-in reads against a bare server that runs the same queries on a
 * `pg` pool of the app's size.
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import autocannon from 'autocannon';
import Koa from 'koa';
import pg from 'pg';
import { type AppOptions, createApp } from '../../src/app';

export interface HttpFigures {
  requestsPerSecond: number;
  /** CPU time of this process's main thread (the server) per request, when Linux says. */
  cpuUsPerRequest: number | undefined;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** A recorded answer, to serve again byte for byte. */
export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

// Node's server writes these itself.
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Asks `url` once (with `cookie`) and keeps the answer. */
export async function record(url: string, cookie?: string): Promise<RecordedAnswer> {
  const answer = await fetch(url, { headers: cookie ? { cookie } : {} });
  return {
    status: answer.status,
    headers: [...answer.headers].filter(([name]) => !CONNECTION_HEADERS.has(name)),
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

interface LoadOptions {
  connections: number;
  seconds: number;
  cookie?: string;
  expectOk?: boolean;
}

/**
 * The app and the bare server loaded in turn, app–bare–bare–app, each for
 * half of `seconds` a turn: a machine that gets busier or quieter during the
 * comparison (other work, a CPU's clock) weighs on both sides alike, where
 * one run after the other would put the change into the ratio.
 */
export async function compareLoads(
  appUrl: string,
  bareUrl: string,
  options: LoadOptions,
): Promise<{ app: HttpFigures; bare: HttpFigures }> {
  await warmUp(appUrl, options);
  await warmUp(bareUrl, options);
  const turn = { ...options, seconds: options.seconds / 2 };
  const app1 = await measure(appUrl, turn);
  const bare1 = await measure(bareUrl, turn);
  const bare2 = await measure(bareUrl, turn);
  const app2 = await measure(appUrl, turn);
  return { app: combine(app1, app2), bare: combine(bare1, bare2) };
}

const headersOf = (cookie: string | undefined) => (cookie ? { cookie } : undefined);

// A second first for the JIT and the pools.
async function warmUp(url: string, { connections, cookie }: LoadOptions): Promise<void> {
  await autocannon({ url, connections, duration: 1, workers: 1, headers: headersOf(cookie) });
}

/** One measured run; its request count rides along so that two runs can be combined. */
async function measure(
  url: string,
  { connections, seconds, cookie, expectOk = true }: LoadOptions,
): Promise<HttpFigures & { requests: number; cpuMs: number | undefined }> {
  const headers = headersOf(cookie);
  const cpuBefore = await mainThreadCpuMs();
  const result = await autocannon({ url, connections, duration: seconds, workers: 1, headers });
  const cpuAfter = await mainThreadCpuMs();
  const cpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    requests: result.requests.total,
    cpuMs,
    requestsPerSecond: result.requests.average,
    cpuUsPerRequest: cpuMs === undefined ? undefined : (cpuMs * 1000) / result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + (expectOk ? result.non2xx : 0),
  };
}

/** Two equal turns as one run: their mean rate, the CPU of all their requests, the worse of each percentile. */
function combine(
  first: Awaited<ReturnType<typeof measure>>,
  second: Awaited<ReturnType<typeof measure>>,
): HttpFigures {
  const requests = first.requests + second.requests;
  const cpuMs =
    first.cpuMs === undefined || second.cpuMs === undefined
      ? undefined
      : first.cpuMs + second.cpuMs;
  return {
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    cpuUsPerRequest: cpuMs === undefined ? undefined : (cpuMs * 1000) / requests,
    p50Ms: Math.max(first.p50Ms, second.p50Ms),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    errors: first.errors + second.errors,
  };
}

// Linux's clock ticks: 100 a second on every kernel we run on.
const TICK_MS = 10;

/**
 * CPU time (user + system) of the main thread, where the servers run
 * (autocannon has a worker thread of its own): unlike requests per second,
 * it hardly moves with other work on the machine.
 */
async function mainThreadCpuMs(): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The app with its API alone (no built site), listening on a free loopback port. */
export async function listenApi(
  services: Omit<AppOptions, 'config'>,
): Promise<{ server: Server; url: string }> {
  const app = createApp({
    ...services,
    config: {
      hostDist: '/nonexistent',
      widgetsDist: '/nonexistent',
      trustProxy: false,
      excludedUniversities: [],
    },
  });
  const server = createServer(app.callback());
  return { server, url: await listen(server) };
}

export async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

function send(response: ServerResponse, answer: RecordedAnswer) {
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  response.writeHead(answer.status);
  response.end(answer.body);
}

/** A bare node:http server that answers `answer` to every request. */
export function replayServer(answer: RecordedAnswer): Server {
  return createServer((_request, response) => send(response, answer));
}

/**
 * The anchor: a one-route Koa 3 + @koa/router app answering `answer`
 * at `path`, what any Koa app pays before its own work.
 */
export function oneRouteKoaServer(path: string, answer: RecordedAnswer): Server {
  const app = new Koa();
  const router = new Router().get(path, (ctx) => {
    ctx.status = answer.status;
    for (const [name, value] of answer.headers) ctx.set(name, value);
    ctx.body = answer.body;
  });
  app.use(router.routes());
  return createServer(app.callback());
}

// The queries a signed-in read makes, written by hand: the session with its
// user (and the touch when due, which a steady run never reaches), then the
// route's own read.
const READ_SESSION = `
with found as (
  select id, data, expires_at, user_id,
    least(now() + interval '2 hours', absolute_expires_at) as idle_deadline
  from sessions where id = $1 and expires_at > now()
), touched as (
  update sessions set expires_at = found.idle_deadline from found
  where sessions.id = found.id and found.idle_deadline - found.expires_at >= interval '1 minute'
)
select found.data, users.id, users.username, users.email, users.first_name, users.last_name
from found left join users on users.id = found.user_id`;

/** Each signed-in read's own query after the session's ($1: the user's id). */
export const SIGNED_IN_READS: Record<string, string | undefined> = {
  '/api/user': undefined,
  '/api/selected-programs': `select s.*, p.* from selected_programs s
    join foundation_year_info p on p.id = s.program_id
    where s.user_id = $1 order by s.created_at desc, s.id desc`,
  '/api/student-info': 'select * from student_info where user_id = $1 limit 1',
};

/**
 * A bare node:http server over a `pg` pool of `poolSize`: for every request,
 * the session query with `sessionId`, then `query` if any, then `answer`.
 */
export function bareSignedInServer({
  databaseUrl,
  poolSize,
  sessionId,
  query,
  answer,
}: {
  databaseUrl: string;
  poolSize: number;
  sessionId: string;
  query: string | undefined;
  answer: RecordedAnswer;
}): { server: Server; end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // PostgreSQL's stop after the run ends any connection still idle here: not
  // this server's failure, and unheard it would end the bench.
  pool.on('error', () => {});
  const server = createServer(async (_request, response) => {
    try {
      const { rows } = await pool.query<{ id: number }>(READ_SESSION, [sessionId]);
      const userId = rows[0]?.id;
      if (query) await pool.query(query, [userId]);
      send(response, answer);
    } catch {
      response.writeHead(500).end();
    }
  });
  return { server, end: () => pool.end() };
}
