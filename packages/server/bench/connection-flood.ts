/**
 * `pnpm --filter @puente/server reliability:flood [--short] [--write-docs]`:
 * one address floods the real server with connections that never send a
 * byte (issue 33, H1), while another address keeps reading the site and the
 * health check on fresh connections, and a connection opened before the
 * flood keeps being used.
 *
 * Checks: every request of the others is answered 200; the server holds no
 * more of the flood than CONNECTIONS_PER_ADDRESS; every flood connection is
 * closed within FIRST_BYTE_TIMEOUT_MS and a sweep after it.
 */
import { readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { DEFAULT_CONNECTION_LIMITS } from '../src/config';
import { startCluster } from './support/cluster';
import { createChecks, number, table, writeReliabilitySection } from './support/report';
import { startServer } from './support/server-process';

const short = process.argv.includes('--short');
const FLOOD = short ? 2_000 : 8_000;
const DURATION_MS = short ? 8_000 : 15_000;
const FLOODER = '127.0.0.2';
const OTHERS = '127.0.0.1';
const { perAddress, firstByteTimeoutMs } = DEFAULT_CONNECTION_LIMITS;

function get(url: string, agent: Agent | false) {
  return new Promise<number>((done) => {
    const req = request(url, { agent, localAddress: OTHERS, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
    req.end();
  });
}

const { check, exitIfFailed } = createChecks();
const cluster = await startCluster('flood');
try {
  const server = await startServer({ databaseUrl: cluster.url });
  try {
    const { hostname, port } = new URL(server.url);
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    check(
      (await get(`${server.url}/api/health`, kept)) === 200,
      'a kept-alive connection, opened before',
    );

    // The server's open files, as the kernel counts them: what the flood costs it.
    const pid = server.child.pid as number;
    const descriptors = () => readdirSync(`/proc/${pid}/fd`).length;
    const baseline = descriptors();
    const started = Date.now();
    const flood: { socket: Socket; closedAt?: number }[] = [];
    let accepted = 0;
    const opening = (async () => {
      for (let i = 0; i < FLOOD; i += 1) {
        const socket = connect({ host: hostname, port: Number(port), localAddress: FLOODER });
        const entry: { socket: Socket; closedAt?: number } = { socket };
        socket.on('connect', () => {
          accepted += 1;
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          entry.closedAt = Date.now();
        });
        socket.resume();
        flood.push(entry);
        if (i % 100 === 99) await new Promise((done) => setTimeout(done, 10));
      }
    })();

    const answers: { what: string; status: number; ms: number }[] = [];
    let heldAtMost = 0;
    while (Date.now() - started < DURATION_MS) {
      const at = Date.now();
      const [page, health, catalogue, keptAlive] = await Promise.all([
        get(`${server.url}/`, false),
        get(`${server.url}/api/health`, false),
        get(`${server.url}/api/foundation-programs`, false),
        get(`${server.url}/api/health`, kept),
      ]);
      const ms = Date.now() - at;
      answers.push(
        { what: 'site', status: page, ms },
        { what: 'health', status: health, ms },
        { what: 'catalogue', status: catalogue, ms },
        { what: 'kept-alive health', status: keptAlive, ms },
      );
      heldAtMost = Math.max(heldAtMost, descriptors() - baseline);
      await new Promise((done) => setTimeout(done, 200));
    }
    await opening;
    // Every flood connection should be gone a sweep after the first-byte timeout.
    const deadline = started + firstByteTimeoutMs + 3_000 + 2_000;
    while (Date.now() < deadline && flood.some((entry) => !entry.closedAt)) {
      await new Promise((done) => setTimeout(done, 200));
    }
    const stillOpen = flood.filter((entry) => !entry.closedAt).length;
    const lifetimes = flood
      .filter((entry) => entry.closedAt)
      .map((entry) => (entry.closedAt as number) - started);
    const longest = lifetimes.reduce((most, ms) => Math.max(most, ms), 0);
    for (const entry of flood) entry.socket.destroy();
    kept.destroy();

    // Site answers 404 without a built host: it is answered, which is what counts here.
    const failed = answers.filter((a) => a.status === 0 || a.status >= 500);
    const slowest = answers.reduce((most, a) => Math.max(most, a.ms), 0);
    check(
      failed.length === 0,
      `while ${FLOODER} flooded, ${answers.length - failed.length} of ${answers.length} requests from ${OTHERS} answered (slowest round ${slowest} ms)`,
    );
    // The other address's three fresh connections, and a few more database connections.
    check(
      heldAtMost <= perAddress + 16,
      `the server's open files grew by at most ${heldAtMost} (the flood's cap ${perAddress}) for ${FLOOD} connections from one address (${accepted} completed the handshake)`,
    );
    check(
      stillOpen === 0,
      `every flood connection closed (${stillOpen} still open; the last after ${longest} ms)`,
    );

    await writeReliabilitySection('flood', '; default limits.', [
      '',
      table(
        ['check', 'result'],
        [
          [
            `${FLOOD} silent connections from one address`,
            `the server's open files grew by at most ${number(heldAtMost)} (cap ${perAddress}); all closed, the last ${number(longest)} ms after the flood began`,
          ],
          [
            `requests from another address meanwhile (site, health, catalogue, a kept-alive health)`,
            `${answers.length - failed.length} of ${answers.length} answered; slowest round ${number(slowest)} ms`,
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
