/**
 * `pnpm --filter @puente/server reliability:scale-out [--short] [--write-docs]`:
 * two server processes on two ports against one PostgreSQL.
 *
 * Both start at once on an empty database (migrations and seed run once,
 * under the advisory lock); a session made on one works on the other, and
 * ends on both; failed sign-ins counted on one are refused on the other; then
 * mixed traffic where every student's requests alternate between the two,
 * with every acknowledged write looked up afterwards.
 */
import { migrations } from '../src/migrations';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { startCluster } from './support/cluster';
import { createChecks, number, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';
import { driveTraffic, prepareTraffic, reviewRun, TRAFFIC_SERVER_ENV } from './support/traffic';

/** Every migration the server has: each must be applied once, whichever server gets there first. */
const MIGRATIONS = migrations.length;
// How long a sign-out on one server may take to reach the other (PostgreSQL's notice).
const SIGN_OUT_NOTICE_MS = 1000;

const short = process.argv.includes('--short');
const connections = short ? 20 : 100;
const seconds = short ? 6 : 30;

/** A browser of one: fetch with one session cookie, sent to whichever server. */
function browser() {
  let cookie = '';
  return async (
    base: string,
    method: string,
    path: string,
    json?: unknown,
    address = '10.0.0.1',
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        'x-forwarded-for': address,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const line of response.headers.getSetCookie()) {
      const value = new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(line)?.[1];
      if (value !== undefined) cookie = value;
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

const { check, failures, exitIfFailed } = createChecks();
const cluster = await startCluster('scale-out');
try {
  const env = TRAFFIC_SERVER_ENV;
  const [a, b] = await Promise.all([
    startServer({ databaseUrl: cluster.url, env }),
    startServer({ databaseUrl: cluster.url, env }),
  ]);
  try {
    const [migrations] = await cluster.query<{ count: string }>(
      'select count(*) from mikro_orm_migrations',
    );
    const [programmes] = await cluster.query<{ count: string }>(
      'select count(*) from foundation_year_info',
    );
    check(
      Number(migrations?.count) === MIGRATIONS && Number(programmes?.count) === 92,
      `both started at once on an empty database: ${migrations?.count} migrations applied once, ${programmes?.count} programmes seeded once`,
    );

    const ana = browser();
    const username = `scale_${Date.now()}`;
    const password = 'scale out secret';
    const registered = await ana(a.url, 'POST', '/api/register', {
      username,
      password,
      email: `${username}@example.com`,
      privacyConsent: true,
    });
    const onB = await ana(b.url, 'GET', '/api/user');
    check(
      registered.status === 201 && onB.status === 200 && onB.body.id === registered.body.id,
      'a session made on server A works on server B',
    );
    const selected = await ana(b.url, 'POST', '/api/selected-programs', { programId: 1 });
    const listedOnA = await ana(a.url, 'GET', '/api/selected-programs');
    check(
      selected.status === 201 && listedOnA.body.length === 1,
      'a selection made on B is listed on A',
    );
    // A read on A a moment ago is kept there until PostgreSQL's notice of
    // the sign-out arrives (session-cache.ts): a few milliseconds at most.
    await ana(b.url, 'POST', '/api/logout');
    const signedOutAt = Date.now();
    let onA = await ana(a.url, 'GET', '/api/user');
    let reads = 1;
    while (onA.status === 200 && Date.now() - signedOutAt < SIGN_OUT_NOTICE_MS) {
      await new Promise((done) => setTimeout(done, 5));
      onA = await ana(a.url, 'GET', '/api/user');
      reads += 1;
    }
    check(
      onA.status === 401,
      `signing out on B ends the session on A (at read ${reads} there, ${Date.now() - signedOutAt} ms after)`,
    );

    const attacker = browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push(
        (
          await attacker(
            server.url,
            'POST',
            '/api/login',
            { username, password: 'guess' },
            `10.0.1.${attempt}`,
          )
        ).status,
      );
    }
    const afterLimit = await attacker(
      a.url,
      'POST',
      '/api/login',
      { username, password },
      '10.0.1.99',
    );
    check(
      statuses.slice(0, 10).every((status) => status === 401) &&
        statuses[10] === 429 &&
        afterLimit.status === 429,
      `the rate limit is shared: 10 failed sign-ins split over A and B, then 429 on both (${statuses.join(', ')}, ${afterLimit.status})`,
    );

    const traffic = await prepareTraffic(cluster, connections);
    const run = await driveTraffic({
      targets: [a.url, b.url],
      ...traffic,
      durationMs: seconds * 1000,
      loginsPerSecond: 0.5,
    });
    const { figures, ledger } = await reviewRun(check, cluster, run);
    const perServer = [0, 1].map(
      (target) => run.outcomes.filter((o) => o.target === target).length,
    );
    check(
      figures.failed.length === 0 && figures.unavailable === 0,
      `${number(figures.requests)} requests alternating between A (${perServer[0]}) and B (${perServer[1]}) with the same sessions: 0 errors (${figures.failed.length + figures.unavailable})`,
    );
    const stops = await Promise.all([a.stop(), b.stop()]);
    check(
      stops.every((stop) => stop.code === 0),
      'both stopped cleanly on SIGTERM',
    );
    if (failures.length > 0)
      console.log([...a.output.slice(-20), ...b.output.slice(-20)].join('\n'));

    await writeReliabilitySection('scale-out', '.', [
      '',
      table(
        ['check', 'result'],
        [
          [
            'two processes started at once on an empty database',
            `${migrations?.count} migrations, ${programmes?.count} programmes (once)`,
          ],
          ['session made on A, used on B; signed out on B, gone on A', 'yes'],
          [
            'failed sign-ins 1-10 alternating A/B, then the 11th',
            `${statuses.slice(0, 10).join(', ')}, then ${statuses[10]}`,
          ],
          [
            `${connections} connections for ${seconds} s, each alternating A/B`,
            `${number(figures.requests)} requests, ${figures.failed.length + figures.unavailable} errors, p99 ${figures.p99} ms`,
          ],
          [
            'acknowledged writes found in the database',
            `${number(ledger.checked - ledger.problems.length)} of ${number(ledger.checked)}`,
          ],
        ],
      ),
    ]);
  } finally {
    for (const server of [a, b]) await server.stop();
  }
} finally {
  await cluster.destroy();
}
exitIfFailed();
