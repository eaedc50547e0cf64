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
 *     median of BENCH_LIGHTHOUSE_RUNS (default 5) runs each.
 *
 * The load comes from autocannon in a worker thread; the servers run on this
 * thread, one at a time. BENCH_SECONDS sets each HTTP run (default 10);
 * `--write-docs` puts the figures into docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  type FoundationProgrammeEntry,
  findProgrammes,
  type MatchProfile,
  type ProgrammeListRequest,
  type ProgrammeSearch,
  searchProgrammes,
} from '@puente/core';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { createLogger } from '../src/logger';
import { createPasswordHasher } from '../src/modules/auth/password';
import { CATALOGUE_FILE } from '../src/seeders/database-seeder';
import { HOST_DIST, LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse';
import { initialJavaScript } from './support/host-bundle';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverRoot, '../..');
const DOCS_FILE = resolve(repoRoot, 'docs/performance.md');
const COMMAND = 'pnpm bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const GENERATED_PROGRAMMES = 10_000;
const SEARCH_ROUNDS = 20;
const PATH = '/api/foundation-programs';

interface HttpFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  megabytesPerSecond: number;
  errors: number;
}

const logger = createLogger({ level: 'error' });

async function load(url: string): Promise<HttpFigures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    megabytesPerSecond: result.throughput.average / 1024 / 1024,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

/** (a) and (b): the app on a fresh seeded database, then a bare server with its bytes. */
async function benchHttp() {
  const database = await freshDatabase();
  try {
    const orm = await openDatabase(database.url, logger);
    try {
      const app = createApp({
        orm,
        logger,
        passwordHasher: createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }),
        config: {
          hostDist: '/nonexistent',
          widgetsDist: '/nonexistent',
          trustProxy: false,
          excludedUniversities: [],
        },
      });
      const appServer = createServer(app.callback());
      const appUrl = await listen(appServer);
      const sample = await fetch(`${appUrl}${PATH}`);
      const bytes = Buffer.from(await sample.arrayBuffer());
      const contentType = sample.headers.get('content-type') ?? 'application/json';
      const total = (JSON.parse(bytes.toString()) as { total: number }).total;

      const appFigures = await load(`${appUrl}${PATH}`);
      await close(appServer);

      const bare = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
        response.end(bytes);
      });
      const bareUrl = await listen(bare);
      const bareFigures = await load(`${bareUrl}${PATH}`);
      await close(bare);
      return { appFigures, bareFigures, bodyBytes: bytes.length, programmes: total };
    } finally {
      await orm.close();
    }
  } finally {
    await database.stop();
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
const BENCH_PROFILE: MatchProfile = {
  intendedSubject: ['Engineering'],
  mathScore: 78,
  chemistryScore: 70,
  biologyScore: null,
  physicsScore: 72,
  mathNotTaken: false,
  chemistryNotTaken: false,
  biologyNotTaken: true,
  physicsNotTaken: false,
  overallGpa: '80',
};

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
    return { bundleRow, lighthouseRows: LIGHTHOUSE_PAGES.map((page) => [page, reason] as const) };
  }
  try {
    const results = await measureLighthouse(LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
    return {
      bundleRow,
      lighthouseRows: results.map((result) =>
        'error' in result
          ? ([result.page, `not measured: ${result.error}`] as const)
          : ([
              result.page,
              `**${result.median.score}** (runs: ${result.runs.map((run) => run.score).join(', ')}; median run FCP ${fixed(result.median.firstContentfulPaintMs)} ms, LCP ${fixed(result.median.largestContentfulPaintMs)} ms, TBT ${fixed(result.median.totalBlockingTimeMs)} ms, CLS ${fixed(result.median.cumulativeLayoutShift, 3)})`,
            ] as const),
      ),
    };
  } catch (error) {
    const reason = `not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    return { bundleRow, lighthouseRows: LIGHTHOUSE_PAGES.map((page) => [page, reason] as const) };
  }
}

const real = JSON.parse(await readFile(CATALOGUE_FILE, 'utf8')).programmes;
const http = await benchHttp();
const search = benchSearch(real);
const host = await benchHost();
const ratio = http.appFigures.requestsPerSecond / http.bareFigures.requestsPerSecond;
const cpu = cpus();
const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${fixed(totalmem() / 1024 ** 3, 1)} GiB, Node ${process.versions.node}`;

const table = [
  '| measure | figure | goal |',
  '| --- | --- | --- |',
  `| (a) \`GET ${PATH}\` (${http.programmes} programmes, ${fixed(http.bodyBytes / 1024, 1)} KiB) | ${fixed(http.appFigures.requestsPerSecond)} req/s, p50 ${http.appFigures.p50Ms} ms, p99 ${http.appFigures.p99Ms} ms | |`,
  `| (b) bare node:http, same bytes | ${fixed(http.bareFigures.requestsPerSecond)} req/s, p50 ${http.bareFigures.p50Ms} ms, p99 ${http.bareFigures.p99Ms} ms | |`,
  `| (a) / (b) throughput | **${fixed(ratio, 2)}** | ≥ 0.6 |`,
  `| (c) \`searchProgrammes\` and \`findProgrammes\` (sort, filters, a page) over ${fixed(GENERATED_PROGRAMMES)} programmes, ${search.searches} searches | p50 ${fixed(search.p50Ms, 2)} ms, **p95 ${fixed(search.p95Ms, 2)} ms** (max ${fixed(search.maxMs, 2)} ms; first call ${fixed(search.firstMs, 1)} ms) | p95 ≤ 20 ms |`,
  `| (d) host initial JavaScript (\`index.html\`'s module script and modulepreloads, gzip -9) | ${host.bundleRow} | ≤ 120 KB |`,
  ...host.lighthouseRows.map(
    ([page, figure]) =>
      `| (e) Lighthouse mobile performance, \`${page}\`${page === '/auth' ? '' : ' (signed in)'}, median of ${LIGHTHOUSE_RUNS} | ${figure} | ≥ 95 |`,
  ),
].join('\n');
const errors = http.appFigures.errors + http.bareFigures.errors;

console.log(`\n${machine}; ${CONNECTIONS} connections, ${SECONDS} s per HTTP run\n`);
const loadAverage = loadavg()[0] ?? 0;
console.log(table);
if (errors > 0) console.log(`\n${errors} request(s) failed or timed out: the figures are suspect.`);

if (process.argv.includes('--write-docs')) {
  const figures = [
    '<!-- bench:start -->',
    `Measured with \`${COMMAND}\` on ${new Date().toISOString().slice(0, 10)}: ${machine};`,
    `autocannon with ${CONNECTIONS} connections for ${SECONDS} s per HTTP run; Lighthouse ${LIGHTHOUSE_RUNS} runs a page in Chromium at \`${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}\`;`,
    `load average ${fixed(loadAverage, 1)} at the end (other work on the machine slows every figure; on a 2-core machine busier than a load of about 2, the ratio too).`,
    '',
    table,
    '<!-- bench:end -->',
  ].join('\n');
  const current = await readFile(DOCS_FILE, 'utf8');
  const updated = current.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, figures);
  if (updated === current && !current.includes(figures)) {
    throw new Error(`${DOCS_FILE} has no <!-- bench:start --> … <!-- bench:end --> section`);
  }
  await writeFile(DOCS_FILE, updated);
  console.log(`\nwrote the figures to ${DOCS_FILE}`);
}
