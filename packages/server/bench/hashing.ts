/**
 * `pnpm --filter @puente/server reliability:hashing [--short] [--write-docs]`:
 * a storm of password hashes from one address, within the default rate
 * limits (50 failed sign-ins and 100 registrations: 150 OWASP-cost scrypt
 * hashes asked for at once), against a real server process as `pnpm start`
 * runs it (UV_THREADPOOL_SIZE=6, hashes queued two at once).
 *
 * Measured meanwhile, and before it as the baseline: a static file (the
 * host's `index.html`, or a widget bundle) and catalogue reads, from 8
 * connections in a loop; `/api/health` every 250 ms; another student's
 * correct sign-in from another address.
 *
 * Checks: reads keep their p99 (within 3x the baseline's, plus 50 ms);
 * health stays 200; every storm answer is a success, a 401/409/429, or the
 * queue's 503 with Retry-After; no other error.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot, startCluster } from './support/cluster';
import { createChecks, number, percentile, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';

const short = process.argv.includes('--short');
const failedSignIns = short ? 20 : 50;
const registrations = short ? 30 : 100;
const baselineMs = short ? 3_000 : 8_000;
const READERS = 8;
const STORM_ADDRESS = '203.0.113.7';

const { check, exitIfFailed } = createChecks();

const staticPath = existsSync(resolve(repoRoot, 'packages/host/dist/index.html'))
  ? '/'
  : '/widgets/loader.js';

const cluster = await startCluster('hashing');
try {
  const server = await startServer({ databaseUrl: cluster.url, env: { TRUST_PROXY: '1' } });
  try {
    const json = (body: unknown, address: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    const student = {
      username: 'hashing_student',
      password: 'correct horse battery',
      email: 'hashing@example.com',
      firstName: 'Ana',
      lastName: 'García',
      privacyConsent: true,
    };
    const registered = await fetch(`${server.url}/api/register`, json(student, '198.51.100.1'));
    if (registered.status !== 201) throw new Error(`could not register: ${registered.status}`);

    /** Reads in a loop from READERS connections until `until()`; answers latencies by kind. */
    const readLoop = async (until: () => boolean) => {
      const latencies = { static: [] as number[], catalogue: [] as number[] };
      let errors = 0;
      await Promise.all(
        Array.from({ length: READERS }, async (_, reader) => {
          for (let i = 0; !until(); i += 1) {
            const kind = (i + reader) % 2 === 0 ? 'static' : 'catalogue';
            const path = kind === 'static' ? staticPath : '/api/foundation-programs?q=engineering';
            const started = performance.now();
            const answer = await fetch(`${server.url}${path}`, {
              headers: { accept: 'text/html,*/*' },
            }).catch(() => undefined);
            await answer?.arrayBuffer();
            if (answer?.status !== 200) errors += 1;
            latencies[kind].push(performance.now() - started);
          }
        }),
      );
      return { ...latencies, errors };
    };

    const baselineEnd = Date.now() + baselineMs;
    const baseline = await readLoop(() => Date.now() > baselineEnd);

    // The storm: every hash asked for at once.
    let stormOver = false;
    const stormStarted = performance.now();
    const storm = Promise.all([
      ...Array.from({ length: failedSignIns }, (_, i) =>
        fetch(
          `${server.url}/api/login`,
          json({ username: `guess_${i}`, password: 'wrong password' }, STORM_ADDRESS),
        ),
      ),
      ...Array.from({ length: registrations }, (_, i) =>
        fetch(
          `${server.url}/api/register`,
          json(
            { ...student, username: `storm_${i}`, email: `storm_${i}@example.com` },
            STORM_ADDRESS,
          ),
        ),
      ),
    ]).then((answers) => {
      stormOver = true;
      return answers.map((answer) => ({
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
      }));
    });
    const healthStatuses: number[] = [];
    const health = (async () => {
      while (!stormOver) {
        const answer = await fetch(`${server.url}/api/health`).catch(() => undefined);
        healthStatuses.push(answer?.status ?? 0);
        await new Promise((done) => setTimeout(done, 250));
      }
    })();
    const signIn = (async () => {
      await new Promise((done) => setTimeout(done, 200));
      const started = performance.now();
      const answer = await fetch(
        `${server.url}/api/login`,
        json({ username: student.username, password: student.password }, '198.51.100.2'),
      );
      return { status: answer.status, ms: performance.now() - started };
    })();
    const during = await readLoop(() => stormOver);
    const stormAnswers = await storm;
    const stormMs = performance.now() - stormStarted;
    await health;
    const otherSignIn = await signIn;

    const counts = new Map<number, number>();
    for (const { status } of stormAnswers) counts.set(status, (counts.get(status) ?? 0) + 1);
    const busy = stormAnswers.filter((answer) => answer.status === 503);
    const unexpected = stormAnswers.filter(
      ({ status }) => ![200, 201, 401, 409, 429, 503].includes(status),
    );
    const figures = (label: string, kind: 'static' | 'catalogue') => [
      label,
      `${number(baseline[kind].length)} / ${number(percentile(baseline[kind], 50))} / ${number(percentile(baseline[kind], 99))} ms`,
      `${number(during[kind].length)} / ${number(percentile(during[kind], 50))} / ${number(percentile(during[kind], 99))} ms`,
    ];
    const rows = [
      figures(`static file \`${staticPath}\``, 'static'),
      figures('catalogue search', 'catalogue'),
    ];
    console.log(table(['reads (requests / p50 / p99)', 'before the storm', 'during it'], rows));
    console.log(
      `storm: ${stormAnswers.length} hashes asked for, over in ${number(stormMs)} ms; answers ${[
        ...counts,
      ]
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}`,
    );
    console.log(
      `another student's correct sign-in: ${otherSignIn.status} in ${number(otherSignIn.ms)} ms; health: ${healthStatuses.length} checks, ${healthStatuses.filter((s) => s !== 200).length} not 200`,
    );

    for (const kind of ['static', 'catalogue'] as const) {
      const before = percentile(baseline[kind], 99);
      const now = percentile(during[kind], 99);
      check(
        now <= before * 3 + 50,
        `${kind} reads kept their p99 during the storm: ${number(now)} ms (before ${number(before)} ms; limit 3x + 50 ms)`,
      );
    }
    check(
      during.errors === 0,
      `every read during the storm answered 200 (${during.errors} did not)`,
    );
    check(
      healthStatuses.every((status) => status === 200),
      '/api/health answered 200 throughout',
    );
    check(unexpected.length === 0, 'every storm answer was a success, a refusal or a 503 busy');
    check(
      busy.every((answer) => Number(answer.retryAfter) >= 1),
      `every 503 busy carried Retry-After (${busy.length} refused at once)`,
    );
    check(
      [200, 503].includes(otherSignIn.status),
      `another student's sign-in was answered (${otherSignIn.status})`,
    );

    await writeReliabilitySection('hashing', `; ${READERS} connections reading.`, [
      '',
      table(['reads (requests / p50 / p99)', 'before the storm', 'during it'], rows),
      '',
      `The storm: ${failedSignIns} failed sign-ins and ${registrations} registrations from one address at once (${stormAnswers.length} OWASP-cost hashes asked for), over in ${number(stormMs)} ms; answers ${[
        ...counts,
      ]
        .map(([status, count]) => `${count} × ${status}`)
        .join(
          ', ',
        )}. Another student's correct sign-in meanwhile: ${otherSignIn.status} in ${number(otherSignIn.ms)} ms. \`/api/health\`: ${healthStatuses.length} checks, ${healthStatuses.filter((s) => s !== 200).length} not 200.`,
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await cluster.destroy();
}
exitIfFailed();
