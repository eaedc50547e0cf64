/**
 * `pnpm --filter @puente/server reliability:faults [--short] [--write-docs]`:
 * faults in the middle of mixed traffic against a real server process.
 *
 * 1. every server connection to PostgreSQL is killed (`pg_terminate_backend`);
 * 2. PostgreSQL is frozen (SIGSTOP to all its processes), then let go on;
 * 3. PostgreSQL is stopped (fast shutdown), left down, and started again;
 * 4. the server gets SIGTERM with requests in flight.
 *
 * The server runs as the README starts it: `pnpm start` at the repository's
 * root, SIGTERM sent to that outermost pnpm only (as an orchestrator does to
 * its container's first process), so the check covers what pnpm does with it.
 *
 * Checks: the server never crashes; while PostgreSQL is frozen no request
 * waits longer than FROZEN_LIMIT_MS (the statement and query timeouts answer
 * 503) and it recovers after; while the database is away every answer
 * is a success or a 503 with the clear message (the catalogue keeps being
 * served from memory); it recovers by itself within 5 s of PostgreSQL being
 * back; on SIGTERM the requests in flight get their answers and it exits
 * within 10 s; every acknowledged write is in the database afterwards.
 */
import { startCluster } from './support/cluster';
import { createChecks, number, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';
import {
  driveTraffic,
  type Outcome,
  prepareTraffic,
  reviewRun,
  summarise,
  TRAFFIC_SERVER_ENV,
} from './support/traffic';

const short = process.argv.includes('--short');
const connections = short ? 15 : 50;
const plan = short
  ? {
      terminateAt: 2_000,
      freezeAt: 4_000,
      frozenMs: 8_000,
      restartAt: 15_000,
      downMs: 2_000,
      sigtermAt: 22_000,
    }
  : {
      terminateAt: 5_000,
      freezeAt: 10_000,
      frozenMs: 15_000,
      restartAt: 30_000,
      downMs: 5_000,
      sigtermAt: 48_000,
    };
const RECOVERY_LIMIT_MS = 5_000;
// The client's query timeout (6 s) or the pool's connection timeout (5 s), and a second's slack.
const FROZEN_LIMIT_MS = 8_000;
const EXIT_LIMIT_MS = 10_000;
// Reads of the catalogue are served from memory: they say nothing about recovery.
const TOUCHES_DATABASE = new Set([
  'selections',
  'select',
  'deselect',
  'statement',
  'profile',
  'waitlist',
  'me',
  'login',
]);

const { check, failures, exitIfFailed } = createChecks();
const cluster = await startCluster('faults');
try {
  const server = await startServer({
    databaseUrl: cluster.url,
    env: TRAFFIC_SERVER_ENV,
    via: 'pnpm-start',
  });
  try {
    const traffic = await prepareTraffic(cluster, connections);
    const events: Record<string, number> = {};
    let sigterm = false;
    let crashedBeforeSigterm = false;
    void server.exited.then(() => {
      if (!sigterm) crashedBeforeSigterm = true;
    });
    let stopped: ReturnType<typeof server.stop> | undefined;

    const start = Date.now();
    const at = (ms: number, action: () => Promise<void>) =>
      new Promise<void>((done, fail) =>
        setTimeout(() => action().then(done, fail), Math.max(0, start + ms - Date.now())),
      );
    const faults = Promise.all([
      at(plan.terminateAt, async () => {
        events.terminated = Date.now();
        const [row] = await cluster.query<{ count: string }>(
          `select count(pg_terminate_backend(pid)) from pg_stat_activity
           where datname = 'puente' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        console.log(
          `t+${events.terminated - start} ms: terminated ${row?.count} server connection(s)`,
        );
      }),
      at(plan.freezeAt, async () => {
        const { frozenAt, thawedAt } = await cluster.freeze(plan.frozenMs);
        events.frozen = frozenAt;
        events.thawed = thawedAt;
        console.log(
          `t+${frozenAt - start} ms: PostgreSQL frozen; t+${thawedAt - start} ms: going on`,
        );
      }),
      at(plan.restartAt, async () => {
        events.stopping = Date.now();
        const { stoppedAt, startedAt } = await cluster.restart(plan.downMs);
        events.down = stoppedAt;
        events.up = startedAt;
        console.log(
          `t+${stoppedAt - start} ms: PostgreSQL down; t+${startedAt - start} ms: up again`,
        );
      }),
      at(plan.sigtermAt, async () => {
        crashedBeforeSigterm ||= server.child.exitCode !== null;
        sigterm = true;
        events.sigterm = Date.now();
        stopped = server.stop();
        console.log(`t+${events.sigterm - start} ms: SIGTERM`);
      }),
    ]);
    const run = await driveTraffic({
      targets: [server.url],
      ...traffic,
      durationMs: plan.sigtermAt + 5_000,
      loginsPerSecond: 0.5,
      stopped: () => sigterm,
    });
    await faults;
    const exit = await (stopped as ReturnType<typeof server.stop>);
    // pnpm passes SIGTERM on, waits for the server, then ends by the same signal.
    const exitedCleanly = exit.code === 0 || exit.signal === 'SIGTERM';
    const drained = server.output.some((line) => line.includes('] stopped'));

    const sigtermAt = events.sigterm as number;
    const inFlight = run.outcomes.filter((o) => o.startedAt < sigtermAt && o.endedAt >= sigtermAt);
    const inFlightAnswered = inFlight.filter((o) => o.status >= 200 && o.status < 300);
    const recoveryAfter = (since: number, until: number) => {
      // The last 503 of this fault, then the first database answer after it.
      const lastUnavailable = run.outcomes
        .filter((o) => o.startedAt >= since && o.endedAt < until && o.status === 503)
        .reduce((latest, o) => Math.max(latest, o.endedAt), since);
      const firstSuccess = run.outcomes.find(
        (o: Outcome) =>
          o.startedAt >= lastUnavailable &&
          o.endedAt < until &&
          TOUCHES_DATABASE.has(o.op) &&
          o.status >= 200 &&
          o.status < 300,
      );
      return firstSuccess ? firstSuccess.endedAt - since : Number.POSITIVE_INFINITY;
    };
    // Up to the moment the freeze began: its own 503s belong to the next fault.
    const recoveredAfterTerminate = recoveryAfter(
      events.terminated as number,
      events.frozen as number,
    );
    const recoveredAfterThaw = recoveryAfter(events.thawed as number, events.stopping as number);
    // Requests that met the frozen database, except sign-ins (their hash queue has its own wait).
    const metFreeze = run.outcomes.filter(
      (o) =>
        o.op !== 'login' &&
        TOUCHES_DATABASE.has(o.op) &&
        o.startedAt >= (events.frozen as number) &&
        o.startedAt < (events.thawed as number),
    );
    const longestFrozenWait = metFreeze.reduce(
      (most, o) => Math.max(most, o.endedAt - o.startedAt),
      0,
    );
    const frozen = summarise(run.outcomes, events.frozen as number, events.thawed as number);
    const recoveredAfterRestart = recoveryAfter(events.up as number, sigtermAt);
    const outage = summarise(run.outcomes, events.down as number, events.up as number);
    const catalogueDuringOutage = run.outcomes.filter(
      (o) =>
        o.startedAt >= (events.down as number) &&
        o.endedAt <= (events.up as number) &&
        (o.op === 'catalogue' || o.op === 'search' || o.op === 'programme') &&
        o.status === 200,
    ).length;
    const { figures: before, ledger } = await reviewRun(check, cluster, run, 0, sigtermAt);

    console.log(
      `${before.requests} requests before SIGTERM: ${before.succeeded} succeeded, ${before.unavailable} answered 503 with the message, ${before.failed.length} other failures`,
    );
    check(!crashedBeforeSigterm, 'the server did not crash');
    check(
      before.failed.length === 0,
      'while the database was away, every answer was a success or a 503 with the clear message',
    );
    check(
      outage.unavailable > 0,
      `the outage was seen: ${outage.unavailable} answers were 503 while PostgreSQL was down`,
    );
    check(
      catalogueDuringOutage > 0,
      `the catalogue was still served while PostgreSQL was down (${catalogueDuringOutage} answers)`,
    );
    check(
      recoveredAfterTerminate <= RECOVERY_LIMIT_MS,
      `recovered from killed connections in ${recoveredAfterTerminate} ms (limit ${RECOVERY_LIMIT_MS} ms)`,
    );
    check(
      metFreeze.length > 0 && longestFrozenWait <= FROZEN_LIMIT_MS,
      `while PostgreSQL was frozen no request waited longer than ${FROZEN_LIMIT_MS} ms (longest ${longestFrozenWait} ms of ${metFreeze.length}; ${frozen.unavailable} answered 503)`,
    );
    check(
      recoveredAfterThaw <= RECOVERY_LIMIT_MS,
      `recovered after PostgreSQL went on in ${recoveredAfterThaw} ms (limit ${RECOVERY_LIMIT_MS} ms)`,
    );
    check(
      recoveredAfterRestart <= RECOVERY_LIMIT_MS,
      `recovered after PostgreSQL came back in ${recoveredAfterRestart} ms (limit ${RECOVERY_LIMIT_MS} ms)`,
    );
    check(
      inFlightAnswered.length === inFlight.length,
      `on SIGTERM all ${inFlight.length} requests in flight got their answers (${inFlightAnswered.length} succeeded)`,
    );
    check(
      exit.ms <= EXIT_LIMIT_MS && exitedCleanly,
      `\`pnpm start\` exited (${exit.signal ?? `code ${exit.code}`}) ${exit.ms} ms after SIGTERM (limit ${EXIT_LIMIT_MS} ms)`,
    );
    check(drained, 'the server logged "stopped": it drained and closed before pnpm exited');
    if (failures.length > 0) console.log(server.output.slice(-40).join('\n'));

    await writeReliabilitySection('faults', `; ${connections} connections.`, [
      '',
      table(
        ['fault', 'what the clients saw', 'recovered in'],
        [
          [
            'every server connection killed (`pg_terminate_backend`)',
            '503 with the message for the requests on those connections',
            `${number(recoveredAfterTerminate)} ms`,
          ],
          [
            `PostgreSQL frozen (SIGSTOP) for ${plan.frozenMs / 1000} s`,
            `${frozen.unavailable} × 503 with the message; the longest wait ${number(longestFrozenWait)} ms`,
            `${number(recoveredAfterThaw)} ms after it went on`,
          ],
          [
            `PostgreSQL stopped (fast) for ${plan.downMs / 1000} s, then started`,
            `${outage.unavailable} × 503 with the message, ${catalogueDuringOutage} catalogue reads served from memory, 0 other errors`,
            `${number(recoveredAfterRestart)} ms after it was back`,
          ],
          [
            'SIGTERM to `pnpm start` under load',
            `${inFlight.length} requests in flight, ${inFlightAnswered.length} answered`,
            `exited in ${number(exit.ms)} ms (${exit.signal ?? `code ${exit.code}`}), "stopped" ${drained ? 'logged' : 'missing'}`,
          ],
        ],
      ),
      '',
      `${number(before.requests)} requests before SIGTERM, ${number(before.failed.length)} failures other than the 503s; ${number(ledger.checked)} acknowledged writes checked in the database afterwards, ${ledger.problems.length} missing.`,
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await cluster.destroy();
}
exitIfFailed();
