/**
 * `pnpm --filter @puente/server reliability:load [--short] [--write-docs]`:
 * mixed traffic against a real server process on its own PostgreSQL, then
 * every acknowledged write looked up in the database.
 *
 * Full: 200 connections for 60 s. `--short` (CI): 30 connections for 10 s.
 * Each connection is one signed-in student behind a trusted proxy with an
 * address of its own, reading the catalogue, searching, selecting and
 * removing programmes, saving statements and profiles, joining the waitlist,
 * and now and then signing in again (a real OWASP-cost scrypt hash).
 */
import { startCluster } from './support/cluster';
import { createChecks, number, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';
import { driveTraffic, prepareTraffic, reviewRun, TRAFFIC_SERVER_ENV } from './support/traffic';

const short = process.argv.includes('--short');
const connections = Number(process.env.LOAD_CONNECTIONS ?? (short ? 30 : 200));
const seconds = Number(process.env.LOAD_SECONDS ?? (short ? 10 : 60));
const loginsPerSecond = 0.5;

const { check, failures, exitIfFailed } = createChecks();
const cluster = await startCluster('load');
try {
  const server = await startServer({ databaseUrl: cluster.url, env: TRAFFIC_SERVER_ENV });
  try {
    const traffic = await prepareTraffic(cluster, connections);
    console.log(`${connections} connections for ${seconds} s against ${server.url}`);
    const run = await driveTraffic({
      targets: [server.url],
      ...traffic,
      durationMs: seconds * 1000,
      loginsPerSecond,
    });
    const stopped = await server.stop();
    const { figures, ledger } = await reviewRun(check, cluster, run);
    const elapsed = (run.endedAt - run.startedAt) / 1000;
    const logins = run.outcomes.filter((outcome) => outcome.op === 'login').length;

    console.log(
      `${figures.requests} requests (${number(figures.requests / elapsed)}/s), ${figures.writes} acknowledged writes, ${logins} sign-ins; p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms`,
    );
    check(
      figures.failed.length === 0 && figures.unavailable === 0,
      `0 errors (${figures.failed.length + figures.unavailable} of ${figures.requests})`,
    );
    check(stopped.code === 0, `the server stopped cleanly on SIGTERM in ${stopped.ms} ms`);
    if (failures.length > 0) console.log(server.output.slice(-30).join('\n'));

    await writeReliabilitySection('load', '.', [
      '',
      table(
        [
          'connections',
          'duration',
          'requests',
          'throughput',
          'acknowledged writes',
          'sign-ins',
          'errors',
          'p50',
          'p99',
          'writes found in the database',
        ],
        [
          [
            String(connections),
            `${seconds} s`,
            number(figures.requests),
            `${number(figures.requests / elapsed)} req/s`,
            number(figures.writes),
            String(logins),
            String(figures.failed.length + figures.unavailable),
            `${figures.p50} ms`,
            `${figures.p99} ms`,
            `${number(ledger.checked - ledger.problems.length)} of ${number(ledger.checked)}`,
          ],
        ],
      ),
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await cluster.destroy();
}
exitIfFailed();
