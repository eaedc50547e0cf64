/**
 * `pnpm bench --caseload` (catalogue.ts hands over to this file): a school of
 * 2,000 students and 20 counselors (seeders/large-school.ts) on a fresh
 * embedded PostgreSQL and the real app. Sequential requests from one client
 * on loopback, so each one's time is the server's: the first counselor's
 * caseload of 150 (goal p95 ≤ 150 ms), the admin's whole school of 2,000,
 * the school's CSV streamed, and the admin's overview of the school (goal
 * p95 ≤ 300 ms). `--write-docs` puts the figures into
 * docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db';
import { startEmbeddedPostgres } from '../src/embedded-postgres';
import { createLogger } from '../src/logger';
import { createPasswordHasher } from '../src/modules/auth/password';
import { createSessionStore } from '../src/modules/session/session-store';
import { seedLargeSchool } from '../src/seeders/large-school';
import { close, listenApi } from './support/api-cost';
import { machine, number, percentile, today, writeDocSection } from './support/report';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOCS_FILE = resolve(repoRoot, 'docs/performance.md');
const ROUNDS = Number(process.env.BENCH_CASELOAD_ROUNDS ?? 60);
const WARM_UP = 5;
const PASSWORD = 'puente-bench';

/** How many students an answer covers: a caseload's rows, or an overview's grades summed. */
const studentsIn = (answer: unknown): number =>
  Array.isArray(answer)
    ? answer.length
    : (answer as { grades: { students: number }[] }).grades.reduce(
        (sum, grade) => sum + grade.students,
        0,
      );

const logger = createLogger({ level: 'warn' });
const dataDir = resolve(repoRoot, '.test-data', `bench-caseload-${randomBytes(4).toString('hex')}`);
const postgres = await startEmbeddedPostgres({
  dataDir,
  logger,
  persistent: false,
  databaseName: 'puente',
});
const rows: string[][] = [];
try {
  const orm = await openDatabase(postgres.url, logger);
  const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
  const sessions = createSessionStore(orm, logger);
  const school = await seedLargeSchool(orm.em.fork(), {
    students: 2000,
    counselors: 20,
    firstCaseload: 150,
    passwordHash: await hasher.hash(PASSWORD),
    tag: 'bench',
  });
  const { server, url } = await listenApi({ orm, logger, sessions, passwordHasher: hasher });
  try {
    const signIn = async (username: string) => {
      const answer = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      if (!answer.ok) throw new Error(`sign-in of ${username}: ${answer.status}`);
      return answer.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    };
    /** Times `ROUNDS` sequential reads of `path` (after a warm-up): p50, p95 and the answer's size. */
    const time = async (cookie: string, path: string) => {
      const times: number[] = [];
      let bytes = 0;
      let count = 0;
      for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
        const start = performance.now();
        const answer = await fetch(`${url}${path}`, { headers: { cookie } });
        const body = await answer.text();
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        if (round >= WARM_UP) times.push(performance.now() - start);
        bytes = Buffer.byteLength(body);
        count = path.endsWith('.csv')
          ? body.trimEnd().split('\r\n').length - 1
          : studentsIn(JSON.parse(body));
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, count };
    };
    const counselor = await signIn(school.counselors[0] ?? '');
    const admin = await signIn(school.admin);
    const measures: [string, string, string, string][] = [
      ["a counselor's caseload", counselor, '/api/school/caseload', 'p95 ≤ 150 ms'],
      ['the whole school, for its admin', admin, '/api/school/caseload', ''],
      ['the whole school as CSV (streamed)', admin, '/api/school/caseload.csv', ''],
      ["the school's overview, for its admin", admin, '/api/school/overview', 'p95 ≤ 300 ms'],
    ];
    for (const [what, cookie, path, goal] of measures) {
      const figure = await time(cookie, path);
      rows.push([
        `\`GET ${path}\`, ${what} (${number(figure.count)} students, ${number(figure.bytes / 1024, 1)} KiB)`,
        `p50 ${number(figure.p50, 1)} ms, **p95 ${number(figure.p95, 1)} ms**`,
        goal,
      ]);
    }
  } finally {
    await close(server);
    await orm.close();
  }
} finally {
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const table = [
  '| measure | figure | goal |',
  '| --- | --- | --- |',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
console.log(`\n${machine()}; ${ROUNDS} sequential requests each, after ${WARM_UP} to warm up\n`);
console.log(table);
if (process.argv.includes('--write-docs')) {
  await writeDocSection(
    DOCS_FILE,
    'caseload',
    [
      `Measured with \`pnpm bench --caseload\` on ${today()}: ${machine()} at the end; ${ROUNDS} sequential requests from one client on loopback after ${WARM_UP} to warm up (so a request's time is the server's), on a school of 2,000 students and 20 counselors seeded by \`seeders/large-school.ts\`.`,
      '',
      table,
    ].join('\n'),
  );
  console.log(`\nwrote the figures to ${DOCS_FILE}`);
}
// The load average the figures were taken under, for whoever compares them.
console.log(`load average ${loadavg()[0]?.toFixed(1)}`);
