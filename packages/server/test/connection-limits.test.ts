import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConnectionLimits, defaultTotal, limitConnections } from '../src/connection-limits';

/**
 * One client cannot take the server off the air (issue 33, H1: ~21,000 idle
 * connections from one address pinned every file descriptor; a connection
 * that never sent a byte was never closed). Each address gets its own
 * loopback address (127.0.0.x), as distinct clients.
 */

const ROOMY: ConnectionLimits = {
  perAddress: 0,
  perAddressPerSecond: 0,
  total: 10_000,
  reserved: 0,
  firstByteTimeoutMs: 60_000,
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
};

const opened: { server: Server; sockets: Socket[]; stop: () => void }[] = [];
afterEach(async () => {
  for (const { server, sockets, stop } of opened.splice(0)) {
    stop();
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(limits: Partial<ConnectionLimits>) {
  const server = createServer((_req, res) => res.end('ok'));
  const held = limitConnections(server, { ...ROOMY, ...limits });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const { port } = server.address() as AddressInfo;
  const sockets: Socket[] = [];
  opened.push({ server, sockets, stop: held.close });

  /** A connection from `from` that sends nothing: resolves when it is accepted or refused. */
  const hold = (from: string) =>
    new Promise<Socket>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () =>
        resolve(socket),
      );
      socket.on('error', () => resolve(socket));
      sockets.push(socket);
    });
  /** Whether `socket` was closed by the server within `ms`. */
  const closedWithin = (socket: Socket, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (socket.destroyed || socket.readableEnded) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
      socket.once('end', () => {
        clearTimeout(timer);
        resolve(true);
      });
      socket.resume();
    });
  /** A GET from `from` on a fresh connection: its status, or the network error. */
  const get = (from: string) =>
    new Promise<string>((resolve) => {
      const req = request({ port, host: '127.0.0.1', localAddress: from, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
  return { server, held, hold, closedWithin, get };
}

describe('connection limits', () => {
  it('cap the connections one address holds, and leave others served', async () => {
    const { hold, closedWithin, get, held } = await serve({ perAddress: 20 });
    const flood = await Promise.all(Array.from({ length: 40 }, () => hold('127.0.0.2')));
    const closed = await Promise.all(flood.map((socket) => closedWithin(socket, 1000)));
    expect(closed.filter(Boolean)).toHaveLength(20);
    expect(held.openFrom('127.0.0.2')).toBe(20);
    expect(await get('127.0.0.3')).toBe('200');
  });

  it('cap the new connections one address opens per second', async () => {
    const { hold, closedWithin, get } = await serve({ perAddressPerSecond: 10 });
    const burst = await Promise.all(Array.from({ length: 30 }, () => hold('127.0.0.4')));
    const closed = await Promise.all(burst.map((socket) => closedWithin(socket, 500)));
    // Ten a second: the burst may straddle a second's turn.
    expect(closed.filter((was) => !was).length).toBeGreaterThanOrEqual(10);
    expect(closed.filter((was) => !was).length).toBeLessThanOrEqual(20);
    expect(await get('127.0.0.5')).toBe('200');
  });

  it('close a connection that never sends a byte within seconds', async () => {
    const { hold, closedWithin, get } = await serve({ firstByteTimeoutMs: 300 });
    const silent = await hold('127.0.0.6');
    const started = Date.now();
    expect(await closedWithin(silent, 3000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await get('127.0.0.6')).toBe('200');
  });

  it('close a connection whose headers never end, and one idle after its answer', async () => {
    const { hold, closedWithin } = await serve({ headersTimeoutMs: 500, keepAliveTimeoutMs: 500 });
    const slow = await hold('127.0.0.7');
    slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
    expect(await closedWithin(slow, 3000)).toBe(true);

    const idle = await hold('127.0.0.7');
    idle.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await closedWithin(idle, 3000)).toBe(true);
  });

  it('keep the last connections of the ceiling for addresses holding few', async () => {
    const { hold, closedWithin, get, held } = await serve({ total: 30, reserved: 10 });
    const flood = await Promise.all(Array.from({ length: 30 }, () => hold('127.0.0.8')));
    await Promise.all(flood.map((socket) => closedWithin(socket, 300)));
    expect(held.openFrom('127.0.0.8')).toBe(20);
    // The health probe and a student still get in.
    expect(await get('127.0.0.9')).toBe('200');
    expect(await get('127.0.0.10')).toBe('200');
  });

  it('by default stay a tenth below the file-descriptor limit', () => {
    expect(defaultTotal(20_000)).toBe(18_000);
    expect(defaultTotal(1024)).toBe(921);
    expect(defaultTotal(undefined)).toBe(10_000);
  });
});
