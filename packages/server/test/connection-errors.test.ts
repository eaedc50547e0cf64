import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp } from './utils';

/**
 * Clients that leave mid-request or send broken HTTP are not the server's
 * fault: no stack trace on the error console for each (Koa's default printer
 * wrote one per request), only a rate-limited warning line.
 */

const app = await startTestApp();
afterEach(() => vi.restoreAllMocks());

/** Writes `text` on a new connection, then hangs up after `ms`. */
function sendAndLeave(text: string, ms = 30) {
  return new Promise<void>((resolve) => {
    const { port, hostname } = new URL(app.url);
    const socket = connect(Number(port), hostname, () => {
      socket.write(text);
      setTimeout(() => {
        socket.end();
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 20);
      }, ms);
    });
    socket.on('error', () => {});
  });
}

const POST = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n`;

describe('clients that leave or send broken HTTP', () => {
  it.each([
    ['a body cut short', `${POST('/api/waitlist', 'Content-Length: 1000\r\n')}{"name":`],
    [
      'a bad chunk size',
      `${POST('/api/login', 'Transfer-Encoding: chunked\r\n')}zz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'a chunked body cut short',
      `${POST('/api/register', 'Transfer-Encoding: chunked\r\n')}5\r\n{"a":`,
    ],
  ])('print no stack trace for %s', async (_what, text) => {
    const errors = vi.spyOn(console, 'error');
    for (let i = 0; i < 10; i += 1) await sendAndLeave(text);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).not.toHaveBeenCalled();
    // The server still answers.
    expect((await app.client().get('/api/health')).status).toBe(200);
  });
});
