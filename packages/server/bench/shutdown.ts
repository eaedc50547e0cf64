/**
 * `pnpm --filter @puente/server reliability:shutdown [--write-docs]`: SIGTERM
 * with 50 requests in flight (45 profile saves and 5 sign-ins), each on a
 * fresh connection, then each on a kept-alive connection (issue 33, M4).
 *
 * Checks, both ways: every request sent before SIGTERM is answered with a
 * success; a connection opened after it is refused (ECONNREFUSED, not a
 * reset); the server exits 0 within 10 s having logged "stopped".
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { startCluster } from './support/cluster';
import { createChecks, table, writeReliabilitySection } from './support/report';
import { type ServerExit, startServer } from './support/server-process';
import { prepareTraffic, type Student, TRAFFIC_SERVER_ENV } from './support/traffic';

const IN_FLIGHT = 50;
const SIGN_INS = 5;
const EXIT_LIMIT_MS = 10_000;
// After the server's accept drain (100 ms): a connection then is one SIGTERM must refuse.
const LATE_CONNECTION_AFTER_MS = 1_000;

interface Round {
  way: string;
  answered: number;
  outcomes: Record<string, number>;
  late: string;
  exit: ServerExit;
  stopped: boolean;
}

/** Sends one request: `sent` once its bytes are handed to the kernel, `answer` its status or network error. */
function send(agent: Agent | false, base: string, student: Student, signIn: boolean) {
  const [path, body, cookie] = signIn
    ? ['/api/login', { username: student.username, password: student.password }, '']
    : [
        '/api/student-info',
        { intendedSubject: ['Engineering'], currentYear: '12th', mathScore: 80, overallGpa: '3.5' },
        `${SESSION_COOKIE}=${student.cookie}`,
      ];
  const payload = JSON.stringify(body);
  let sent: () => void = () => {};
  const flushed = new Promise<void>((done) => {
    sent = done;
  });
  const answer = new Promise<string>((done) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      agent,
      timeout: 30_000,
      headers: {
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': student.address,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      },
    });
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        done(status < 300 ? String(status) : `${status} ${text.slice(0, 80)}`);
      });
      response.on('error', (error) => done(error.message));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      sent();
      done(error.code ?? error.message);
    });
    req.on('finish', () => sent());
    req.end(payload);
  });
  return { flushed, answer };
}

function connectOnce(port: number) {
  return new Promise<string>((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      done('accepted');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

const { check, exitIfFailed } = createChecks();
const cluster = await startCluster('shutdown');
const rounds: Round[] = [];
try {
  for (const keepAlive of [false, true]) {
    const way = keepAlive ? 'each on a kept-alive connection' : 'each on a fresh connection';
    const server = await startServer({ databaseUrl: cluster.url, env: TRAFFIC_SERVER_ENV });
    try {
      const { students } = await prepareTraffic(cluster, IN_FLIGHT);
      const agents = students.map(() =>
        keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : (false as const),
      );
      if (keepAlive) {
        // Each connection opened and answered once before.
        await Promise.all(
          students.map(
            (student, i) =>
              new Promise<void>((done) => {
                const req = request(`${server.url}/api/health`, { agent: agents[i] as Agent });
                req.on('response', (response) => response.resume().on('end', done));
                req.on('error', () => done());
                req.end();
                void student;
              }),
          ),
        );
      }
      const requests = students.map((student, i) =>
        send(agents[i] as Agent | false, server.url, student, i < SIGN_INS),
      );
      const answers = requests.map((sent) => sent.answer);
      // Every request's bytes have reached the server's kernel; few have been answered yet.
      await Promise.all(requests.map((sent) => sent.flushed));
      const stopping = server.stop();
      const port = Number(new URL(server.url).port);
      await new Promise((done) => setTimeout(done, LATE_CONNECTION_AFTER_MS));
      const late = await connectOnce(port);
      const results = await Promise.all(answers);
      const exit = await stopping;
      for (const agent of agents) if (agent) agent.destroy();
      const outcomes: Record<string, number> = {};
      for (const result of results) outcomes[result] = (outcomes[result] ?? 0) + 1;
      const answered = results.filter((result) => /^2\d\d$/.test(result)).length;
      const stopped = server.output.some((line) => line.includes('] stopped'));
      rounds.push({ way, answered, outcomes, late, exit, stopped });
      if (answered !== IN_FLIGHT) console.log(server.output.slice(-20).join('\n'));
      check(
        answered === IN_FLIGHT,
        `SIGTERM, ${IN_FLIGHT} requests in flight ${way}: ${answered} answered (${JSON.stringify(outcomes)})`,
      );
      check(
        late === 'ECONNREFUSED',
        `a connection ${LATE_CONNECTION_AFTER_MS} ms after SIGTERM: ${late}`,
      );
      check(
        exit.code === 0 && exit.ms <= EXIT_LIMIT_MS && stopped,
        `exited (code ${exit.code}) ${exit.ms} ms after SIGTERM, "stopped" ${stopped ? 'logged' : 'missing'}`,
      );
    } finally {
      await server.stop();
    }
  }
  await writeReliabilitySection('shutdown', '.', [
    '',
    table(
      [
        '50 requests in flight at SIGTERM (45 saves, 5 sign-ins)',
        'answered',
        'a new connection 1 s after',
        'exit',
      ],
      rounds.map((round) => [
        round.way,
        `${round.answered} of ${IN_FLIGHT}`,
        round.late,
        `${round.exit.ms} ms, code ${round.exit.code}, "stopped" ${round.stopped ? 'logged' : 'missing'}`,
      ]),
    ),
  ]);
} finally {
  await cluster.destroy();
}
exitIfFailed();
