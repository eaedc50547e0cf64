import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from './logger';
import { rateLimited } from './logger';

/** What one client address, and the whole process, may hold open (docs/reliability.md, "Connections"). */
export interface ConnectionLimits {
  /** Open connections per client address (the socket's peer); 0: no cap. */
  perAddress: number;
  /** New connections per client address per second; 0: no cap. */
  perAddressPerSecond: number;
  /** Open connections in the whole process, below its file-descriptor limit. */
  total: number;
  /**
   * The last `reserved` of `total` go only to addresses holding fewer than
   * RESERVED_FOR_FEWER_THAN connections: a load balancer's health probe, a
   * student's browser, not the address filling the server.
   */
  reserved: number;
  /** A connection that sends no byte within this is closed. */
  firstByteTimeoutMs: number;
  /** A request's headers must all arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** A whole request, body included, within this (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** A kept-alive connection idle for this is closed (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: number;
}

/** An address holding fewer connections than this may use the reserved ones. */
export const RESERVED_FOR_FEWER_THAN = 8;
const SWEEP_EVERY_MS = 500;
const REFUSED_LOG_EVERY_MS = 60_000;

/**
 * The soft limit on this process's open files (Linux: /proc/self/limits),
 * or undefined when it cannot be read or is unlimited.
 */
export function fileDescriptorLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'latin1')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.trim().split(/\s+/)[3];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The default process-wide ceiling: the file-descriptor limit less a tenth
 * (at least 100) kept for the database pool, the files served and
 * PostgreSQL's own; 10,000 when the limit is unknown.
 */
export function defaultTotal(fdLimit: number | undefined): number {
  if (fdLimit === undefined) return 10_000;
  return Math.max(32, fdLimit - Math.max(100, Math.ceil(fdLimit / 10)));
}

interface Held {
  address: string;
  openedAt: number;
}

/**
 * Applies `limits` to `server`: a connection over its address's cap or rate,
 * or over the process's ceiling, is closed as soon as it is accepted (before
 * a byte of it is read); one that stays silent is closed after
 * `firstByteTimeoutMs`; Node's own timeouts close slow headers, slow
 * requests and idle kept-alive connections. Call it before `listen`'s
 * 'listening' event. Returns what it holds, for tests.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  { logger, now = Date.now }: { logger?: Logger; now?: () => number } = {},
): { open(): number; openFrom(address: string): number; close(): void } {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // How often Node looks for expired headers and requests (30 s by default): an
  // option of createServer that Node reads when listening starts, untyped after.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(1000, limits.headersTimeoutMs);

  const held = new Map<Socket, Held>();
  const perAddress = new Map<string, number>();
  const recent = new Map<string, { second: number; count: number }>();
  const refusedLog = rateLimited(
    (line) => logger?.warn(`connection refused: ${line}`),
    REFUSED_LOG_EVERY_MS,
  );

  const refusal = (address: string): string | undefined => {
    const holding = perAddress.get(address) ?? 0;
    if (held.size >= limits.total) return `the process holds ${held.size} connections`;
    if (held.size >= limits.total - limits.reserved && holding >= RESERVED_FOR_FEWER_THAN) {
      return `${address} holds ${holding} and only ${limits.total - held.size} are left`;
    }
    if (limits.perAddress > 0 && holding >= limits.perAddress) {
      return `${address} holds ${holding} connections`;
    }
    if (limits.perAddressPerSecond > 0) {
      const second = Math.floor(now() / 1000);
      const counted = recent.get(address);
      if (counted?.second === second && counted.count >= limits.perAddressPerSecond) {
        return `${address} opened ${counted.count} this second`;
      }
      if (counted?.second === second) counted.count += 1;
      else recent.set(address, { second, count: 1 });
    }
    return undefined;
  };

  // Before Node's HTTP handling of it: a refused socket never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const refused = refusal(address);
    if (refused) {
      refusedLog(refused);
      socket.destroy();
      return;
    }
    held.set(socket, { address, openedAt: now() });
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    socket.once('close', () => {
      held.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  const sweep = setInterval(
    () => {
      const at = now();
      for (const [socket, { openedAt }] of held) {
        if (socket.bytesRead === 0 && at - openedAt >= limits.firstByteTimeoutMs) socket.destroy();
      }
      const second = Math.floor(at / 1000);
      for (const [address, counted] of recent)
        if (counted.second !== second) recent.delete(address);
    },
    Math.min(SWEEP_EVERY_MS, limits.firstByteTimeoutMs),
  ).unref();

  return {
    open: () => held.size,
    openFrom: (address) => perAddress.get(address) ?? 0,
    close: () => clearInterval(sweep),
  };
}
