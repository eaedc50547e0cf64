/**
 * `pnpm --filter @puente/server reliability:class-sign-in [--short] [--write-docs]`:
 * a school's class of 40 signing in together from the school's one address
 * (issue 33, M2), at OWASP's hashing cost, against a real server process as
 * `pnpm start` runs it (hashes queued two at once, each address in a line of
 * its own).
 *
 * The 40 students register first, from their homes (one loopback address
 * each, two at a time), then sign in from 127.0.0.1 spread evenly over 10 s,
 * each on a fresh connection as a classroom of browsers would, and then
 * again all at once (the worst case within the 10 s); meanwhile a student
 * at another address (127.0.0.2) signs in too. No proxy: the server sees
 * each connection's own address.
 *
 * Checks: the spread-out round's 40 all answered 200 (any other status is
 * a refusal) with their p99 within 15 s (all at once, only with --strict);
 * in both rounds the other student's sign-in answered 200 within 15 s.
 *
 * `--short` (CI): a class of 16 within 4 s, the same rate, so the script
 * cannot rot; the class of 40 is judged on the full run.
 */
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { startCluster } from './support/cluster';
import { createChecks, number, percentile, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';

const short = process.argv.includes('--short');
const CLASS_SIZE = short ? 16 : 40;
const WITHIN_MS = short ? 4_000 : 10_000;
const P99_LIMIT_MS = 15_000;
const SCHOOL = '127.0.0.1';
const ELSEWHERE = '127.0.0.2';
const PASSWORD = 'correct horse battery';

interface Answer {
  status: number;
  ms: number;
}

/** One POST on a fresh connection from `localAddress`: its status (0 for no answer) and latency. */
function post(url: string, body: unknown, localAddress: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((done) => {
    const answered = (status: number) => done({ status, ms: performance.now() - started });
    const req = request(url, {
      method: 'POST',
      agent: false,
      localAddress,
      timeout: 60_000,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => answered(res.statusCode ?? 0));
      res.on('error', () => answered(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => answered(0));
    req.end(payload);
  });
}

const { check, exitIfFailed } = createChecks();
const warn = (ok: boolean, what: string) => {
  if (!ok) console.warn(`warning, not a failure: ${what}`);
};
const load = loadavg()
  .map((figure) => figure.toFixed(2))
  .join(', ');
const cluster = await startCluster('class-sign-in');
try {
  const server = await startServer({ databaseUrl: cluster.url });
  try {
    const run = Date.now().toString(36);
    const students = Array.from({ length: CLASS_SIZE + 1 }, (_, n) => ({
      username: `class_${run}_${n + 1}`,
      password: PASSWORD,
      email: `class_${run}_${n + 1}@example.com`,
      firstName: 'Ana',
      lastName: 'García',
      privacyConsent: true,
    }));
    const classmates = students.slice(0, CLASS_SIZE);
    const other = students[CLASS_SIZE] as (typeof students)[number];

    // Registered beforehand from their homes: one address each, two at a time.
    const registeringStarted = performance.now();
    for (let n = 0; n < students.length; n += 2) {
      const pair = students.slice(n, n + 2);
      const answers = await Promise.all(
        pair.map((student, i) =>
          post(`${server.url}/api/register`, student, `127.0.1.${n + i + 1}`),
        ),
      );
      const refused = answers.find((answer) => answer.status !== 201);
      if (refused) throw new Error(`could not register: ${refused.status}`);
    }
    const registeringMs = performance.now() - registeringStarted;

    /**
     * The class signs in from the school's address, one every `gapMs` (0: all
     * at once), and the other student from another address `otherAtMs` in.
     */
    const signInClass = async (gapMs: number, otherAtMs: number) => {
      const started = performance.now();
      const signIns = Promise.all(
        classmates.map(async ({ username, password }, n) => {
          await new Promise((done) => setTimeout(done, n * gapMs));
          return post(`${server.url}/api/login`, { username, password }, SCHOOL);
        }),
      );
      const otherSignIn = (async () => {
        await new Promise((done) => setTimeout(done, otherAtMs));
        const { username, password } = other;
        return post(`${server.url}/api/login`, { username, password }, ELSEWHERE);
      })();
      const answers = await signIns;
      const ms = performance.now() - started;
      const elsewhere = await otherSignIn;
      const latencies = answers.map((answer) => answer.ms);
      const counts = new Map<number, number>();
      for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
      return {
        how: gapMs === 0 ? 'all at once' : `one every ${number(gapMs)} ms`,
        otherAtMs,
        ms,
        latencies,
        refused: answers.filter((answer) => answer.status !== 200).length,
        statuses: [...counts].map(([status, count]) => `${count} × ${status}`).join(', '),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        elsewhere,
      };
    };
    // Spread over the 10 s, then the worst case within them: all at once.
    const rounds = [
      await signInClass(WITHIN_MS / CLASS_SIZE, WITHIN_MS / 2),
      await signInClass(0, 1_000),
    ];

    const rows = rounds.flatMap((round) => [
      [
        `${CLASS_SIZE} sign-ins from ${SCHOOL}, ${round.how}`,
        `${round.statuses}; p50 ${number(round.p50)} ms, p99 ${number(round.p99)} ms, fastest ${number(Math.min(...round.latencies))} ms; the last answered ${number(round.ms)} ms after the first was sent`,
      ],
      [
        `meanwhile a student's sign-in from ${ELSEWHERE}, ${number(round.otherAtMs)} ms in`,
        `${round.elsewhere.status} in ${number(round.elsewhere.ms)} ms`,
      ],
    ]);
    const latencyLines = rounds.map(
      (round) => `${round.how}: ${round.latencies.map((ms) => number(ms)).join(', ')}`,
    );
    console.log(
      `registered ${students.length} students (two at a time, one address each) in ${number(registeringMs)} ms`,
    );
    console.log(`each sign-in's latency, in the order sent (ms):\n${latencyLines.join('\n')}`);
    console.log(table(['run', 'result'], rows));

    for (const [index, round] of rounds.entries()) {
      // The class signs in within 10 s: that round must hold. All at
      // once is the worst case, near the queue's 15 s bound on a busy
      // machine: reported, and failing only under --strict.
      const holds = index === 0 || process.argv.includes('--strict') ? check : warn;
      holds(
        round.refused === 0,
        `${round.how}: every student of the class got in (${round.refused} of ${CLASS_SIZE} refused: ${round.statuses})`,
      );
      holds(
        round.p99 <= P99_LIMIT_MS,
        `${round.how}: the class's p99 ${number(round.p99)} ms is within ${number(P99_LIMIT_MS)} ms`,
      );
      check(
        round.elsewhere.status === 200 && round.elsewhere.ms <= P99_LIMIT_MS,
        `${round.how}: the student at another address got in meanwhile (${round.elsewhere.status} in ${number(round.elsewhere.ms)} ms)`,
      );
    }

    await writeReliabilitySection(
      'class-sign-in',
      ` (\`uptime\`'s load average at the start: ${load}); OWASP's scrypt cost, default limits, no proxy.`,
      [
        '',
        table(['run', 'result'], rows),
        '',
        `The students registered beforehand from one address each, two at a time (${students.length} in ${number(registeringMs)} ms). Each sign-in's latency, in the order sent (ms): ${latencyLines.join('; ')}.`,
      ],
    );
  } finally {
    await server.stop();
  }
} finally {
  await cluster.destroy();
}
exitIfFailed();
