/**
 * `pnpm bench` (not a test): how fast the programme catalogue is served and
 * searched, how much JavaScript the host sends first, and Lighthouse.
 *
 * (a) GET /api/foundation-programs (the whole catalogue, as the SPEC client
 *     reads it) on the real app, on a fresh embedded PostgreSQL, seeded;
 * (b) a bare node:http server answering the very same bytes, in the same
 *     run, so the ratio (a)/(b) says what Koa, the middleware and the
 *     catalogue cost, whatever the machine;
 * (c) core's searchProgrammes over a generated catalogue of 10,000
 *     programmes with a mix of queries, and the list as the API answers it
 *     (findProgrammes: search, sort, filters, one page) with a mix of choices;
 * (d) the built host's initial JavaScript (gzip), from its index.html;
 * (e) Lighthouse mobile performance of /auth and /foundation-programs, the
 *     median of BENCH_LIGHTHOUSE_RUNS (default 5) runs each;
 * (f) small public answers (a search with no result, a 404 under /api, the
 *     health check) against a bare node:http server sending the same bytes,
 *     and a one-route Koa app sending them against it too (the issue's anchor:
 *     what Koa itself costs, measured in the same run);
 * (g) signed-in reads at 20 and 200 connections against a bare node:http
 *     server running the same queries on a pg pool of the app's size;
 * (h) the reliability load script's mix at 200 connections on a real server
 *     process: p99 of the reads while writes and sign-ins run.
 * (f) to (h) are printed beside the figures of the code before issue 18
 * (BEFORE), measured the same way.
 *
 * The load comes from autocannon in a worker thread; the servers run on this
 * thread, one at a time. BENCH_SECONDS sets each HTTP run (default 10);
 * `--write-docs` puts the figures into docs/performance.md; `--api` runs the
 * HTTP figures only ((a), (b), (f) to (h)) and writes only (f) to (h);
 * `--caseload` runs caseload.ts instead (a counselor's caseload at scale);
 * `--embed` runs embed.ts (the elements on a school's page on a slow phone).
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  type FoundationProgrammeEntry,
  findProgrammes,
  type ProgrammeListRequest,
  type ProgrammeSearch,
  SAMPLE_ENGINEERING_PROFILE,
  searchProgrammes,
} from '@puente/core';
import { openDatabase, POOL_SIZE } from '../src/db';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { createLogger } from '../src/logger';
import { createPasswordHasher } from '../src/modules/auth/password';
import { createSessionStore } from '../src/modules/session/session-store';
import { CATALOGUE_FILE } from '../src/seeders/database-seeder';
import {
  goalOf,
  HOST_DIST,
  LIGHTHOUSE_PAGES,
  measureLighthouse,
  pageName,
  signedIn,
} from './lighthouse';
import {
  bareSignedInServer,
  close,
  compareLoads,
  type HttpFigures,
  listen,
  listenApi,
  oneRouteKoaServer,
  record,
  replayServer,
  SIGNED_IN_READS,
} from './support/api-cost';
import { startCluster } from './support/cluster';
import { initialJavaScript } from './support/host-bundle';
import { today, writeDocSection } from './support/report';
import { startServer } from './support/server-process';
import { driveTraffic, prepareTraffic, summarise, TRAFFIC_SERVER_ENV } from './support/traffic';

// `pnpm bench --caseload`: the caseload's figures only (caseload.ts).
if (process.argv.includes('--caseload')) {
  await import('./caseload');
  process.exit(0);
}
// `pnpm bench --embed`: the elements on a school's page, throttled and not (embed.ts).
if (process.argv.includes('--embed')) {
  await import('./embed');
  process.exit(0);
}

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverRoot, '../..');
const DOCS_FILE = resolve(repoRoot, 'docs/performance.md');
const COMMAND = 'pnpm bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const GENERATED_PROGRAMMES = 10_000;
const SEARCH_ROUNDS = 20;
const PATH = '/api/foundation-programs';

const logger = createLogger({ level: 'error' });

/** A small answer: the app's figures beside a bare server sending its bytes. */
interface Comparison {
  what: string;
  bytes: number;
  app: HttpFigures;
  bare: HttpFigures;
  /** (f): a one-route Koa app's figures against the same bare server, loaded the same way. */
  koa?: { app: HttpFigures; bare: HttpFigures };
}

// (f): a search with a few results (here none), a 404 under /api, and the
// health check (cached: no query).
const SMALL_ANSWERS = ['/api/foundation-programs?q=zzzz', '/api/no-such-thing', '/api/health'];
const SIGNED_IN_CONNECTIONS = [20, 200];

/** (a), (b), (f) and (g): the app on a fresh seeded database, each answer beside a bare server. */
async function benchHttp() {
  const database = await freshDatabase();
  try {
    const orm = await openDatabase(database.url, logger);
    const sessions = createSessionStore(orm, logger);
    try {
      const { server: appServer, url: appUrl } = await listenApi({
        orm,
        logger,
        sessions,
        passwordHasher: createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }),
      });
      try {
        const sample = await fetch(`${appUrl}${PATH}`);
        const bytes = Buffer.from(await sample.arrayBuffer());
        const contentType = sample.headers.get('content-type') ?? 'application/json';
        const total = (JSON.parse(bytes.toString()) as { total: number }).total;

        const bare = createServer((_request, response) => {
          response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
          response.end(bytes);
        });
        const bareUrl = await listen(bare);
        const { app: appFigures, bare: bareFigures } = await compareLoads(
          `${appUrl}${PATH}`,
          `${bareUrl}${PATH}`,
          { connections: CONNECTIONS, seconds: SECONDS },
        );
        await close(bare);

        const small: Comparison[] = [];
        for (const path of SMALL_ANSWERS) {
          const answer = await record(`${appUrl}${path}`);
          const replay = replayServer(answer);
          const replayUrl = await listen(replay);
          const koa = oneRouteKoaServer(new URL(path, appUrl).pathname, answer);
          const koaUrl = await listen(koa);
          const load = {
            connections: CONNECTIONS,
            seconds: SECONDS,
            expectOk: answer.status < 300,
          };
          const figures = await compareLoads(`${appUrl}${path}`, `${replayUrl}${path}`, load);
          const koaFigures = await compareLoads(`${koaUrl}${path}`, `${replayUrl}${path}`, load);
          await close(koa);
          await close(replay);
          const what = `\`GET ${path}\` (${answer.status}, ${answer.body.length} B)`;
          small.push({ what, bytes: answer.body.length, ...figures, koa: koaFigures });
        }

        const signedIn = await benchSignedIn(appUrl, database.url);
        return {
          appFigures,
          bareFigures,
          bodyBytes: bytes.length,
          programmes: total,
          small,
          signedIn,
        };
      } finally {
        await close(appServer);
      }
    } finally {
      await sessions.close();
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

/** (g): a student with a profile and three selections, each read at 20 and 200 connections. */
async function benchSignedIn(appUrl: string, databaseUrl: string): Promise<Comparison[]> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${appUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const password = 'bench password 1';
  await post('/api/register', {
    username,
    password,
    email: `${username}@example.com`,
    privacyConsent: true,
  });
  const login = await post('/api/login', { username, password, rememberMe: true });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const sessionId = cookie.slice(cookie.indexOf('=') + 1);
  if (!login.ok || !sessionId) throw new Error(`the bench could not sign in: ${login.status}`);
  await post(
    '/api/student-info',
    { intendedSubject: ['Engineering'], currentYear: '12th', mathScore: 90, overallGpa: '3.8' },
    cookie,
  );
  for (const programId of [1, 2, 3]) await post('/api/selected-programs', { programId }, cookie);

  const figures: Comparison[] = [];
  for (const [path, query] of Object.entries(SIGNED_IN_READS)) {
    const answer = await record(`${appUrl}${path}`, cookie);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} when signed in`);
    for (const connections of SIGNED_IN_CONNECTIONS) {
      const bare = bareSignedInServer({
        databaseUrl,
        poolSize: POOL_SIZE,
        sessionId,
        query,
        answer,
      });
      const bareUrl = await listen(bare.server);
      // Both are sent the student's cookie: the same request bytes.
      const { app, bare: bareFigures } = await compareLoads(
        `${appUrl}${path}`,
        `${bareUrl}${path}`,
        { connections, seconds: SECONDS, cookie },
      );
      await close(bare.server);
      await bare.end();
      figures.push({
        what: `\`GET ${path}\`, ${connections} connections`,
        bytes: answer.body.length,
        app,
        bare: bareFigures,
      });
    }
  }
  return figures;
}

const MIXED_CONNECTIONS = 200;
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
/**
 * The mix's first seconds, run but measured apart, as (f) and (g) warm up
 * before they measure: all 200 students send their first request at the same
 * moment to a server that has answered nothing yet (no code compiled by the
 * JIT, no session in its cache), a start no later second resembles.
 */
const MIXED_WARM_UP_SECONDS = 3;
const READS = new Set(['catalogue', 'search', 'programme', 'selections', 'me']);

/** (h): the load script's mix on a real server process, reads and writes apart. */
async function benchMixed() {
  const cluster = await startCluster('bench-mixed');
  try {
    const server = await startServer({ databaseUrl: cluster.url, env: TRAFFIC_SERVER_ENV });
    try {
      const traffic = await prepareTraffic(cluster, MIXED_CONNECTIONS);
      const run = await driveTraffic({
        targets: [server.url],
        ...traffic,
        durationMs: (MIXED_WARM_UP_SECONDS + MIXED_SECONDS) * 1000,
        loginsPerSecond: 0.5,
      });
      const measuredFrom = run.startedAt + MIXED_WARM_UP_SECONDS * 1000;
      const readOutcomes = run.outcomes.filter((outcome) => READS.has(outcome.op));
      const measured = run.outcomes.filter((outcome) => outcome.startedAt >= measuredFrom);
      const reads = summarise(readOutcomes, measuredFrom);
      const writes = summarise(
        run.outcomes.filter((outcome) => !READS.has(outcome.op)),
        measuredFrom,
      );
      const warmUpReads = summarise(readOutcomes, 0, measuredFrom);
      const logins = measured.filter((outcome) => outcome.op === 'login').length;
      const seconds = (run.endedAt - measuredFrom) / 1000;
      return { reads, writes, warmUpReads, logins, requestsPerSecond: measured.length / seconds };
    } finally {
      await server.stop();
    }
  } finally {
    await cluster.destroy();
  }
}

/** DATABASE_URL's server with a throwaway database, or an embedded PostgreSQL of its own. */
async function freshDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const name = `puente_bench_${randomBytes(4).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: async () => {
        const orm = await openDatabase(url.toString(), logger, { seed: false });
        await orm.schema.dropDatabase();
        await orm.close();
      },
    };
  }
  const dataDir = resolve(repoRoot, '.test-data', name);
  const postgres = await startEmbeddedPostgres({
    dataDir,
    logger,
    persistent: false,
    databaseName: 'puente',
  });
  return {
    url: postgres.url,
    stop: async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A deterministic catalogue of `count` programmes grown from the real one. */
function generatedCatalogue(real: FoundationProgrammeEntry[], count: number) {
  const regions = [...new Set(real.map(({ region }) => region))];
  return Array.from({ length: count }, (_, index) => {
    const base = real[index % real.length] as FoundationProgrammeEntry;
    const round = Math.floor(index / real.length);
    return {
      ...base,
      slug: `${base.slug}-${index}`,
      universityName: round === 0 ? base.universityName : `${base.universityName} ${round}`,
      programName: `${base.programName} ${index}`,
      region: regions[(index * 7) % regions.length] as string,
    };
  });
}

const SEARCH_MIX: ProgrammeSearch[] = [
  {},
  { query: 'london' },
  { query: 'Computer Science' },
  { query: 'king’s' },
  { query: 'engineering', subject: 'Engineering' },
  { subject: 'Law' },
  { subject: 'All Subjects', region: 'Manchester, England' },
  { query: 'no such programme anywhere' },
  { query: 'a' },
  { query: 'foundation', excludedUniversities: ['University of Edinburgh', 'Kingston University'] },
  // Someone typing 'international' in the search box, letter by letter.
  ...Array.from({ length: 13 }, (_, length) => ({ query: 'international'.slice(0, length + 1) })),
];

// Issue 17's choices, each a page of 20 as the finder asks for it.
const CHOICE_MIX = (
  [
    { sort: 'match', open: true },
    { sort: 'deadline', open: true },
    { sort: 'fees', maxFees: 20_000, open: true },
    { sort: 'rank', ielts: 5.5, open: true },
    { subject: 'Engineering', region: 'Scotland', maxFees: 20_000, ielts: 5.5, sort: 'deadline' },
    { start: 'January 2028', sort: 'fees', open: true },
    { q: 'international', sort: 'match', meetsGrades: true, open: true },
    { sort: 'fees', page: 40 },
  ] satisfies ProgrammeListRequest[]
).map((choice): ProgrammeListRequest => ({ page: 1, pageSize: 20, ...choice }));

const BENCH_NOW = new Date('2027-01-01T12:00:00Z');
const BENCH_PROFILE = SAMPLE_ENGINEERING_PROFILE;

/** (c): latency of core's search and choice, the first call (which folds the list) apart. */
function benchSearch(real: FoundationProgrammeEntry[]) {
  const programmes = generatedCatalogue(real, GENERATED_PROGRAMMES);
  const firstStart = performance.now();
  searchProgrammes(programmes, { query: 'warm-up' });
  const firstMs = performance.now() - firstStart;

  const timings: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const search of SEARCH_MIX) {
      const start = performance.now();
      searchProgrammes(programmes, search);
      timings.push(performance.now() - start);
    }
    for (const choice of CHOICE_MIX) {
      const start = performance.now();
      // Half the rounds as a signed-in student, whose match orders the list.
      const profile = round % 2 === 0 ? BENCH_PROFILE : null;
      findProgrammes(programmes, choice, { now: BENCH_NOW, profile, defaultPageSize: 20 });
      timings.push(performance.now() - start);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (quantile: number) =>
    timings[Math.min(timings.length - 1, Math.floor(quantile * timings.length))] ?? 0;
  return {
    searches: timings.length,
    firstMs,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: timings.at(-1) ?? 0,
  };
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** (d) and (e): the built host's first JavaScript, and Lighthouse on it; a reason when they cannot be measured. */
async function benchHost() {
  const notBuilt = 'not measured: no built host (`pnpm --filter @puente/host build`)';
  const bundle = await initialJavaScript(HOST_DIST).catch(() => undefined);
  const bundleRow = bundle
    ? `**${fixed(bundle.gzipBytes / 1024, 1)} KB** gzip (${fixed(bundle.bytes / 1024, 1)} KB raw) in ${bundle.files.length} files: ${bundle.files.map((file) => `\`${file.path.replace('/assets/', '')}\` ${fixed(file.gzipBytes / 1024, 1)}`).join(', ')}`
    : notBuilt;
  if (!bundle || LIGHTHOUSE_RUNS === 0) {
    const reason = bundle ? 'skipped (BENCH_LIGHTHOUSE_RUNS=0)' : notBuilt;
    return {
      bundleRow,
      lighthouseRows: LIGHTHOUSE_PAGES.map((page) => [page, reason] as const),
    };
  }
  try {
    const results = await measureLighthouse(LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
    return {
      bundleRow,
      lighthouseRows: results.map((result) =>
        'error' in result
          ? ([result.measured, `not measured: ${result.error}`] as const)
          : ([
              result.measured,
              `**${result.median.score}** (runs: ${result.runs.map((run) => run.score).join(', ')}; median run FCP ${fixed(result.median.firstContentfulPaintMs)} ms, LCP ${fixed(result.median.largestContentfulPaintMs)} ms, TBT ${fixed(result.median.totalBlockingTimeMs)} ms, CLS ${fixed(result.median.cumulativeLayoutShift, 3)}; JavaScript downloaded ${fixed(result.median.scriptTransferBytes / 1024, 1)} KB)`,
            ] as const),
      ),
    };
  } catch (error) {
    const reason = `not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    return {
      bundleRow,
      lighthouseRows: LIGHTHOUSE_PAGES.map((page) => [page, reason] as const),
    };
  }
}

// `--api`: the HTTP figures only, (a), (b) and (f) to (h), without the host and Lighthouse.
const apiOnly = process.argv.includes('--api');
const real = JSON.parse(await readFile(CATALOGUE_FILE, 'utf8')).programmes;
const http = await benchHttp();
const mixed = await benchMixed();
const search = benchSearch(real);
const host = apiOnly ? undefined : await benchHost();
const ratio = http.appFigures.requestsPerSecond / http.bareFigures.requestsPerSecond;
const cpu = cpus();
const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${fixed(totalmem() / 1024 ** 3, 1)} GiB, Node ${process.versions.node}`;

const MIXED_ROW = `(h) ${MIXED_CONNECTIONS} connections of the load mix, p99 of the reads`;

/**
 * (f) to (h) of the code before issue 18 (commit 770a591), measured by this
 * bench with `BENCH_SECONDS=3 BENCH_MIXED_SECONDS=20 pnpm bench --api`, load average in the note.
 */
const BEFORE: Record<string, string> = {
  '`GET /api/foundation-programs?q=zzzz` (200, 259 B)':
    '0.35 (CPU 0.30: 94 µs a request against 28)',
  '`GET /api/no-such-thing` (404, 23 B)': '0.39 (CPU 0.24: 117 µs against 28)',
  '`GET /api/health` (200, 31 B)': '0.18 (CPU 0.15: 184 µs against 27)',
  '`GET /api/user`, 20 connections': '0.20 (CPU 0.11: 902 µs against 101); p99 6.6×',
  '`GET /api/user`, 200 connections': '0.17 (CPU 0.14: 999 µs against 141); p99 3.5×',
  '`GET /api/selected-programs`, 20 connections': '0.32 (CPU 0.15: 1,491 µs against 228); p99 1.3×',
  '`GET /api/selected-programs`, 200 connections':
    '0.22 (CPU 0.14: 1,696 µs against 232); p99 1.6×',
  '`GET /api/student-info`, 20 connections': '0.36 (CPU 0.23: 792 µs against 179); p99 1.0×',
  '`GET /api/student-info`, 200 connections': '0.52 (CPU 0.25: 925 µs against 235); p99 2.0×',
  [MIXED_ROW]: '4,359 ms (p50 75 ms; writes p99 6,043 ms; 10 sign-ins; 259 req/s)',
};
const BEFORE_NOTE =
  'the code before issue 18 (commit 770a591), run just before on 2026-11-23, 3 s runs, mix 20 s, load average 8.1 at its end.';

type Loads = Pick<Comparison, 'app' | 'bare'>;
const ratioOf = ({ app, bare }: Loads) => app.requestsPerSecond / bare.requestsPerSecond;
const cpuRatioOf = ({ app, bare }: Loads) =>
  app.cpuUsPerRequest && bare.cpuUsPerRequest ? bare.cpuUsPerRequest / app.cpuUsPerRequest : 0;
const comparisonRow = (section: string, comparison: Comparison, goal: string, p99 = false) => {
  const { what, app, bare, koa } = comparison;
  const koaCpu = koa?.app.cpuUsPerRequest
    ? ` (CPU ${fixed(cpuRatioOf(koa), 2)}: ${fixed(koa.app.cpuUsPerRequest)} µs)`
    : '';
  const koaFigure = koa
    ? `; the one-route Koa app beside it: ${fixed(ratioOf(koa), 2)}${koaCpu}`
    : '';
  const p99Figure = p99
    ? `; p99 ${app.p99Ms} ms against ${bare.p99Ms} ms (${fixed(app.p99Ms / Math.max(1, bare.p99Ms), 1)}×)`
    : '';
  const cpu = app.cpuUsPerRequest
    ? ` (CPU ${fixed(cpuRatioOf(comparison), 2)}: ${fixed(app.cpuUsPerRequest)} µs a request against ${fixed(bare.cpuUsPerRequest ?? 0)})`
    : '';
  return `| ${section} ${what} | ${BEFORE[what] ?? '–'} | **${fixed(ratioOf(comparison), 2)}**${cpu}: ${fixed(app.requestsPerSecond)} req/s against ${fixed(bare.requestsPerSecond)}${p99Figure}${koaFigure} | ${goal} |`;
};

const table = [
  '| measure | figure | goal |',
  '| --- | --- | --- |',
  `| (a) \`GET ${PATH}\` (${http.programmes} programmes, ${fixed(http.bodyBytes / 1024, 1)} KiB) | ${fixed(http.appFigures.requestsPerSecond)} req/s, p50 ${http.appFigures.p50Ms} ms, p99 ${http.appFigures.p99Ms} ms | |`,
  `| (b) bare node:http, same bytes | ${fixed(http.bareFigures.requestsPerSecond)} req/s, p50 ${http.bareFigures.p50Ms} ms, p99 ${http.bareFigures.p99Ms} ms | |`,
  `| (a) / (b) throughput | **${fixed(ratio, 2)}** | ≥ 0.6 |`,
  `| (c) \`searchProgrammes\` and \`findProgrammes\` (sort, filters, a page) over ${fixed(GENERATED_PROGRAMMES)} programmes, ${search.searches} searches | p50 ${fixed(search.p50Ms, 2)} ms, **p95 ${fixed(search.p95Ms, 2)} ms** (max ${fixed(search.maxMs, 2)} ms; first call ${fixed(search.firstMs, 1)} ms) | p95 ≤ 20 ms |`,
  ...(host
    ? [
        `| (d) host initial JavaScript (\`index.html\`'s module script and modulepreloads, gzip -9) | ${host.bundleRow} | ≤ 120 KB |`,
        ...host.lighthouseRows.map(
          ([page, figure]) =>
            `| (e) Lighthouse mobile performance, \`${pageName(page)}\`${signedIn(page) ? ' (signed in)' : ''}, median of ${LIGHTHOUSE_RUNS} | ${figure} | ${goalOf(page)} |`,
        ),
      ]
    : []),
].join('\n');

const costTable = [
  '| measure: app / bare node:http, throughput | before issue 18 | now | goal |',
  '| --- | --- | --- | --- |',
  ...http.small.map((comparison) => comparisonRow('(f)', comparison, '≥ 0.6')),
  ...http.signedIn.map((comparison) =>
    comparisonRow('(g)', comparison, '≥ 0.5, p99 ≤ 3× bare', true),
  ),
  `| ${MIXED_ROW} | ${BEFORE[MIXED_ROW] ?? '–'} | **${mixed.reads.p99} ms** (p50 ${mixed.reads.p50} ms; writes p99 ${mixed.writes.p99} ms; ${mixed.logins} sign-ins; ${fixed(mixed.requestsPerSecond)} req/s; ${mixed.reads.failed.length + mixed.writes.failed.length} failed; the first ${MIXED_WARM_UP_SECONDS} s apart: reads p99 ${mixed.warmUpReads.p99} ms) | ≤ 100 ms |`,
].join('\n');

const errors = [
  http.appFigures,
  http.bareFigures,
  ...[...http.small, ...http.signedIn].flatMap(({ app, bare, koa }) =>
    koa ? [app, bare, koa.app, koa.bare] : [app, bare],
  ),
].reduce((sum, figures) => sum + figures.errors, 0);

console.log(`\n${machine}; ${CONNECTIONS} connections, ${SECONDS} s per HTTP run\n`);
const loadAverage = loadavg()[0] ?? 0;
console.log(table);
console.log(`\n${costTable}`);
if (BEFORE_NOTE) console.log(`\nbefore: ${BEFORE_NOTE}`);
if (errors > 0) console.log(`\n${errors} request(s) failed or timed out: the figures are suspect.`);

if (process.argv.includes('--write-docs')) {
  if (!apiOnly) {
    await writeDocSection(
      DOCS_FILE,
      'bench',
      [
        `Measured with \`${COMMAND}\` on ${today()}: ${machine};`,
        `autocannon with ${CONNECTIONS} connections for ${SECONDS} s per HTTP run; Lighthouse ${LIGHTHOUSE_RUNS} runs a page in Chromium at \`${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}\`;`,
        `load average ${fixed(loadAverage, 1)} at the end (other work on the machine slows every figure; on a 2-core machine busier than a load of about 2, the ratio too).`,
        '',
        table,
      ].join('\n'),
    );
  }
  await writeDocSection(
    DOCS_FILE,
    'api-cost',
    [
      `Measured with \`${COMMAND}${apiOnly ? ' --api' : ''}\` (BENCH_SECONDS=${SECONDS}, BENCH_MIXED_SECONDS=${MIXED_SECONDS}) on ${today()}: ${machine}, load average ${fixed(loadAverage, 1)} at the end. Before: ${BEFORE_NOTE}`,
      '',
      costTable,
    ].join('\n'),
  );
  console.log(`\nwrote the figures to ${DOCS_FILE}`);
}
