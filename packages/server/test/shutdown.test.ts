import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptQueueLength, gracefulStop } from '../src/graceful-stop';

/**
 * SIGTERM answers every request whose bytes reached the server before it
 * (issue 33, M4). The clients run in a child process while this process's
 * event loop is held up, so their connections wait in the kernel's accept
 * queue and their requests in its buffers, unread, when the stop begins: as
 * on a busy server. Then every request must be answered, on fresh
 * connections as on kept-alive ones, and a connection after it refused.
 */

const REQUESTS = 50;
const ANSWER_AFTER_MS = 150;
let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function slowServer(): Server {
  return createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        res.setHeader('Content-Type', 'text/plain');
        res.end('saved');
      }, ANSWER_AFTER_MS),
    );
  });
}

// The clients: one request on each connection first when `warm` (kept alive,
// answered normally), then, once told to go, one request on each; prints each
// connection's status line or error.
const CLIENT = `
const { connect } = require('node:net');
const { existsSync, writeFileSync } = require('node:fs');
const [port, folder, warm, count] = process.argv.slice(1);
const request = 'POST /save HTTP/1.1\\r\\nHost: x\\r\\nContent-Type: application/json\\r\\nContent-Length: 2\\r\\n\\r\\n{}';
const sockets = [];
const outcomes = [];
function answer(socket) {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk) => {
      text += chunk;
      if (/\\r\\n\\r\\n[\\s\\S]*saved/.test(text)) done(text.split('\\r\\n')[0]);
    };
    const done = (what) => { socket.off('data', onData); resolve(what); };
    socket.on('data', onData);
    socket.once('error', (error) => done(error.code));
    socket.once('close', () => done(text ? text.split('\\r\\n')[0] : 'closed without an answer'));
  });
}
async function main() {
  if (warm === '1') {
    for (let i = 0; i < Number(count); i += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      sockets.push(socket);
      socket.write(request);
    }
    await Promise.all(sockets.map(answer));
  }
  writeFileSync(folder + '/ready', '');
  while (!existsSync(folder + '/go')) await new Promise((r) => setTimeout(r, 5));
  let written = 0;
  const all = [];
  for (let i = 0; i < Number(count); i += 1) {
    const socket = warm === '1' ? sockets[i] : connect(Number(port), '127.0.0.1');
    all.push(answer(socket));
    socket.write(request, () => {
      written += 1;
      if (written === Number(count)) writeFileSync(folder + '/sent', '');
    });
  }
  console.log(JSON.stringify(await Promise.all(all)));
  for (const socket of sockets) socket.destroy();
  process.exit(0);
}
main();
`;

/** Holds this process's event loop until `file` exists (at most `limitMs`). */
function holdUntil(file: string, limitMs = 15_000) {
  const until = Date.now() + limitMs;
  while (!existsSync(file) && Date.now() < until) {
    // Busy: no connection is accepted and no byte read meanwhile.
  }
}

async function waitFor(file: string) {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function stopWithRequestsWaiting(warm: boolean) {
  folder = mkdtempSync(join(tmpdir(), 'puente-shutdown-'));
  const server = slowServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { stop } = gracefulStop(server);
  const child = spawn(
    process.execPath,
    ['-e', CLIENT, String(port), folder, warm ? '1' : '0', String(REQUESTS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('close', resolve));
  await waitFor(join(folder, 'ready'));

  writeFileSync(join(folder, 'go'), '');
  holdUntil(join(folder, 'sent'));
  // A moment for the last bytes to cross the loopback into the kernel's buffers.
  const settle = Date.now() + 50;
  while (Date.now() < settle) {
    // still busy
  }
  // The precondition: fresh connections wait in the kernel's accept queue, none accepted yet.
  const queued = acceptQueueLength(port);
  const stopped = stop();
  await exited;
  await stopped;
  const refused = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  return { outcomes: JSON.parse(output) as string[], refused, queued };
}

describe('SIGTERM with requests read by no one yet', () => {
  it.each([
    ['each on a fresh connection', false],
    ['each on a kept-alive connection', true],
  ])('answers all %s, then refuses new connections', async (_what, warm) => {
    const { outcomes, refused, queued } = await stopWithRequestsWaiting(warm);
    expect(queued).toBe(warm ? 0 : REQUESTS);
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    expect(counts).toEqual({ 'HTTP/1.1 200 OK': REQUESTS });
    expect(refused).toBe('ECONNREFUSED');
  });
});
