import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyEndpoints, startWithBodyEndpoints } from './body-endpoints';

/**
 * A compressed body is read when it is gzip, deflate or br (any case, and
 * x-gzip); one that does not decompress is a 400, any other coding a 415.
 * Never a 500, and nothing in the error log.
 */

const context = await startWithBodyEndpoints();
afterEach(() => vi.restoreAllMocks());

const CORRUPT = { message: 'Request body could not be decompressed' };
const UNSUPPORTED = { message: 'Content-Encoding must be gzip, deflate or br' };
const notCompressed = Buffer.from('{"name":"Ms Rivera"}');

describe.each(bodyEndpoints(context))('$name', ({ method, path, client }) => {
  const send = async (encoding: string, body: Buffer) => {
    const response = await client().fetch(`${context().app.url}${path()}`, {
      method,
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body,
    });
    return { status: response.status, body: await response.json() };
  };
  /** `send`'s answer, once it is clear the server wrote nothing to its error log. */
  const quietAnswer = async (encoding: string, body: Buffer) => {
    const errors = vi.spyOn(console, 'error');
    const answer = await send(encoding, body);
    expect(errors).not.toHaveBeenCalled();
    return answer;
  };

  it.each(['gzip', 'x-gzip', 'GZIP', 'Deflate', 'br'])(
    'answers 400 to a %s body that is not compressed',
    async (encoding) => {
      expect(await quietAnswer(encoding, notCompressed)).toEqual({ status: 400, body: CORRUPT });
    },
  );

  it('answers 400 to a cut-off gzip body', async () => {
    const cut = gzipSync(JSON.stringify({ name: 'x'.repeat(500) })).subarray(0, 30);
    expect(await send('gzip', cut)).toEqual({ status: 400, body: CORRUPT });
  });

  it.each(['compress', 'gzip, gzip', 'zstd', 'identity, gzip', 'gzip;q=1'])(
    'answers 415 to Content-Encoding: %s',
    async (encoding) => {
      expect(await quietAnswer(encoding, notCompressed)).toEqual({
        status: 415,
        body: UNSUPPORTED,
      });
    },
  );

  it('answers 415 to an unknown coding of an empty body', async () => {
    expect(await send('compress', Buffer.alloc(0))).toEqual({ status: 415, body: UNSUPPORTED });
  });

  it('answers 413 to a small body that inflates past the limit', async () => {
    const bomb = gzipSync(Buffer.alloc(10_000_000, ' '));
    expect(bomb.length).toBeLessThan(20_000);
    expect(await send('gzip', bomb)).toEqual({
      status: 413,
      body: { message: 'Request body is too large' },
    });
  });
});

describe('a compressed body that is fine', () => {
  const entry = { name: 'Ms Rivera', email: 'rivera@school.mx', schoolName: 'Colegio Azteca' };

  it.each([
    ['gzip', gzipSync],
    ['x-gzip', gzipSync],
    ['GZip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
    ['identity', (text: Buffer) => text],
  ])('is read when it is %s', async (encoding, compress) => {
    const response = await fetch(`${context().app.url}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body: compress(Buffer.from(JSON.stringify(entry))),
    });
    // Accepted (202), not refused for a body it could not read (400).
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
  });
});
