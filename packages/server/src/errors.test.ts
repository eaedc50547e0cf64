import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { DriverException } from '@mikro-orm/core';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import {
  answerFor,
  connectionErrorLogger,
  errorHandler,
  HttpError,
  isDatabaseUnavailable,
  tooManyRequests,
} from './errors';
import { HASHING_BUSY } from './modules/auth/hashing-queue';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'the driver wrapping one',
      new DriverException(withCode('connect ECONNREFUSED', 'ECONNREFUSED')),
    ],
    [
      'one refusal per address',
      new AggregateError([withCode('refused', 'ECONNREFUSED')], 'failed'),
    ],
    ['a cause', new Error('query failed', { cause: withCode('reset', 'ECONNRESET') })],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(answerFor(error)).toEqual({
      status: 503,
      body: { message: 'The database is unavailable right now. Please try again in a moment.' },
      headers: { 'Retry-After': '5' },
    });
  });

  it.each([
    ['a bug', new TypeError('x is undefined')],
    ['a syntax error in SQL', withCode('syntax error at or near "selec"', '42601')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After in whole seconds, at least 1', () => {
    expect(answerFor(tooManyRequests('Slow down.', 12.2))).toEqual({
      status: 429,
      body: { message: 'Slow down.' },
      headers: { 'Retry-After': '13' },
    });
    expect(answerFor(tooManyRequests('Slow down.', 0))?.headers).toEqual({ 'Retry-After': '1' });
  });
});

describe('connectionErrorLogger', () => {
  it('logs one line per error, at most one every 5 s, counting the rest', () => {
    const lines: string[] = [];
    let now = 1_000_000;
    const logger = { info: () => {}, warn: (line: string) => lines.push(line), error: () => {} };
    const log = connectionErrorLogger(logger, () => now);
    const parseError = withCode(
      'Parse Error: Invalid character in chunk size',
      'HPE_INVALID_CHUNK_SIZE',
    );
    for (let i = 0; i < 100; i += 1) log(parseError, { method: 'POST', path: '/api/login' });
    now += 5_000;
    log(withCode('aborted', 'ECONNRESET'));
    expect(lines).toEqual([
      'connection error (client gone or bad HTTP): POST /api/login: Error [HPE_INVALID_CHUNK_SIZE]: Parse Error: Invalid character in chunk size',
      'connection error (client gone or bad HTTP): Error [ECONNRESET]: aborted (and 99 more)',
    ]);
  });
});

describe('errorHandler’s log', () => {
  /** A Koa app whose every request throws `error`; answers the lines its logger got. */
  async function logOf(error: unknown, requests = 1) {
    const lines: string[] = [];
    const line = (text: string) => lines.push(text);
    const app = new Koa();
    app.use(
      errorHandler({ logger: { info: line, warn: line, error: line } }, () =>
        Promise.reject(error),
      ),
    );
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      for (let i = 0; i < requests; i += 1) await fetch(`http://127.0.0.1:${port}/api/login`);
    } finally {
      server.close();
    }
    return lines;
  }

  it('names a refused hash as the busy hashing queue, not the database', async () => {
    const lines = await logOf(new HttpError(503, HASHING_BUSY));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/database/);
    expect(lines[0]).toMatch(/busy signing other students in/);
  });

  it('says a full disk in one line a minute per condition, never a stack trace', async () => {
    const diskFull = new DriverException(
      withCode('could not extend file "base/1/2": No space left on device', '53100'),
    );
    const lines = await logOf(diskFull, 20);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^database out of resources: disk full \[53100\]: GET \/api\/login/);
    expect(lines[0]).not.toMatch(/\n\s+at /);
    const outOfMemory = await logOf(withCode('out of memory', '53200'), 3);
    expect(outOfMemory).toHaveLength(1);
    expect(outOfMemory[0]).toMatch(/out of memory \[53200\]/);
  });
});
