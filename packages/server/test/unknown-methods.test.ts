import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './utils';

/** Methods the API does not know are a 405 with Allow, like a known method on the wrong path: never a 5xx. */

const app = await startTestApp();

// fetch refuses to send TRACE, so these go through node:http.
function send(method: string, path: string) {
  return new Promise<{ status: number; allow?: string; body: unknown }>((resolve, reject) => {
    const req = request(`${app.url}${path}`, { method }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(['TRACE', 'PROPFIND', 'MKCOL', 'PURGE'])('%s', (method) => {
  it.each([
    ['/api/foundation-programs', 'GET'],
    ['/api/user', 'GET'],
    ['/api/selected-programs/1', 'DELETE'],
    ['/api/login', 'POST'],
  ])(`on %s is a 405 with Allow`, async (path, allowed) => {
    const answer = await send(method, path);
    expect(answer).toMatchObject({ status: 405, body: { message: 'Method not allowed' } });
    expect(answer.allow?.split(', ')).toContain(allowed);
  });

  it('on an unknown API path is a 404', async () => {
    expect(await send(method, '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
  });
});
