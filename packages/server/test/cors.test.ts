import { describe, expect, it } from 'vitest';
import { startTestApp } from './utils';

const app = await startTestApp();

const origin = 'https://www.some-school.edu.mx';

describe('CORS', () => {
  it('lets any origin call the waitlist without credentials', async () => {
    const preflight = await app.client().request('OPTIONS', '/api/waitlist', {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'content-type',
    );
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const post = await app
      .client()
      .post(
        '/api/waitlist',
        { name: 'Ana', email: 'ana@school.edu.mx', schoolName: 'Some School' },
        { headers: { origin } },
      );
    expect(post.status).toBe(202);
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
    expect(post.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('keeps CORS headers on error answers of a public path, so the widget can read them', async () => {
    const bad = await app.client().post('/api/waitlist', {}, { headers: { origin } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['POST', '/api/login'],
    ['POST', '/api/register'],
    ['POST', '/api/logout'],
    ['GET', '/api/user'],
    ['GET', '/api/student-info'],
    ['POST', '/api/student-info'],
    ['GET', '/api/selected-programs'],
    ['POST', '/api/selected-programs'],
    ['DELETE', '/api/selected-programs/1'],
    ['PUT', '/api/selected-programs/1/personal-statement'],
  ])('sends no CORS headers for the credentialed %s %s', async (method, path) => {
    const preflight = await app.client().request('OPTIONS', path, {
      headers: { origin, 'access-control-request-method': method },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const actual = await app.client().request(method, path, { headers: { origin } });
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
  });
});
