import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer, type Socket } from 'node:net';

/** The least the listener stays open after the stop begins, accepting what waits in the kernel's queue. */
const ACCEPT_DRAIN_MS = 100;
/**
 * The most: a busy process accepts a queued connection every few
 * milliseconds (at a load average of 11, 50 took over 150 ms), and under
 * steady traffic the queue is never empty.
 */
const ACCEPT_DRAIN_LIMIT_MS = 2000;
/** How long a connection with no request and no byte read is given before it is closed. */
const IDLE_GRACE_MS = 500;
const SWEEP_EVERY_MS = 50;

interface Connection {
  /** Requests on it not yet answered. */
  active: number;
  /** Its bytes read when last looked at. */
  bytesRead: number;
  /** When a request or a byte was last seen on it. */
  lastBusy: number;
}

export interface GracefulStop {
  /** Whether the stop has begun. */
  readonly stopping: boolean;
  /** Stops the server; resolves when every connection is closed. */
  stop(): Promise<void>;
}

/**
 * Stops `server` on SIGTERM so that every request whose bytes reached it
 * before is answered, on a fresh connection as on a kept-alive one, and new
 * connections are refused:
 *
 * - The listener stays open a moment (ACCEPT_DRAIN_MS and two turns of the
 *   event loop), so connections already in the kernel's accept queue are
 *   accepted; closing it at once resets them (ECONNRESET) on a busy server.
 * - Node's `server.close()` and `closeIdleConnections()` count a connection
 *   whose request has not been read yet as idle and destroy it: neither is
 *   used. The listener is closed as a plain `net.Server`, and a connection is
 *   only closed once it has had no request and no new byte for IDLE_GRACE_MS.
 * - Every answer from then on says `Connection: close`.
 *
 * Call it before the server's first connection.
 */
export function gracefulStop(
  server: Server,
  {
    acceptDrainMs = ACCEPT_DRAIN_MS,
    acceptDrainLimitMs = ACCEPT_DRAIN_LIMIT_MS,
    idleGraceMs = IDLE_GRACE_MS,
    queued = acceptQueueLength,
  }: {
    acceptDrainMs?: number;
    acceptDrainLimitMs?: number;
    idleGraceMs?: number;
    /** Connections waiting in the kernel's accept queue of `port` (undefined: cannot tell). */
    queued?: (port: number) => number | undefined;
  } = {},
): GracefulStop {
  const connections = new Map<Socket, Connection>();
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  server.prependListener('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, bytesRead: 0, lastBusy: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.active += 1;
    inFlight.add(res);
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (connection) {
        connection.active -= 1;
        connection.lastBusy = Date.now();
      }
    });
  });

  function sweep() {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.active > 0) continue;
      if (socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead;
        connection.lastBusy = now;
      } else if (now - connection.lastBusy >= idleGraceMs) {
        socket.destroy();
      }
    }
  }

  return {
    get stopping() {
      return stopping;
    },
    async stop() {
      stopping = true;
      const now = Date.now();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // A kept-alive connection may hold a request not read yet: its grace starts now.
      for (const [socket, connection] of connections) {
        connection.lastBusy = now;
        connection.bytesRead = socket.bytesRead;
      }
      const timer = setInterval(sweep, SWEEP_EVERY_MS);
      try {
        const until = now + acceptDrainLimitMs;
        const address = server.address();
        const port = typeof address === 'object' && address ? (address as AddressInfo).port : 0;
        await new Promise((resolve) => setTimeout(resolve, acceptDrainMs));
        // Each turn polls the listener, accepting what is queued.
        await new Promise(setImmediate);
        await new Promise(setImmediate);
        while (Date.now() < until && (queued(port) ?? 0) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          await new Promise(setImmediate);
        }
        await new Promise<void>((resolve) =>
          NetServer.prototype.close.call(server, () => resolve()),
        );
      } finally {
        clearInterval(timer);
      }
    },
  };
}

/**
 * Linux: the connections in the accept queue of the listener on `port`, from
 * /proc/net/tcp and tcp6 (a listening socket's rx_queue column is its accept
 * queue, as `ss -lnt` shows it). Undefined elsewhere.
 */
export function acceptQueueLength(port: number): number | undefined {
  let found: number | undefined;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      // 0A: LISTEN
      if (state !== '0A' || !local || !queues) continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) !== port) continue;
      found = (found ?? 0) + Number.parseInt(queues.slice(queues.indexOf(':') + 1), 16);
    }
  }
  return found;
}
