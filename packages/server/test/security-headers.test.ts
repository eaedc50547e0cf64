import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initTestApp, type TestApp } from './utils';

let dist: string;
let app: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'puente-headers-'));
  await mkdir(join(dist, 'host'), { recursive: true });
  await mkdir(join(dist, 'widgets'), { recursive: true });
  await writeFile(join(dist, 'host/index.html'), '<!doctype html><title>Puente</title>');
  await writeFile(join(dist, 'widgets/elements.js'), 'export {}');
  const config = { hostDist: join(dist, 'host'), widgetsDist: join(dist, 'widgets') };
  [app, proxied] = await Promise.all([
    initTestApp({ config }),
    initTestApp({ config: { ...config, trustProxy: true } }),
  ]);
});
afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = { headers: { accept: 'text/html' } };

describe('every host page and API answer', () => {
  it.each([
    '/',
    '/auth',
    '/foundation-programs',
    '/no-such-page',
    '/api/user',
    '/api/foundation-programs',
  ])(
    '%s has CSP (its own scripts, styles and API only), nosniff, frame-ancestors and COOP',
    async (path) => {
      const answer = await app.client().get(path, page);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('has no HSTS over plain http, even if the client claims https', async () => {
    const answer = await app
      .client()
      .get('/', { headers: { ...page.headers, 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('has HSTS when served over TLS through a trusted proxy', async () => {
    const answer = await proxied
      .client()
      .get('/', { headers: { ...page.headers, 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('widget bundles', () => {
  it('may be loaded by any site, and are still nosniff', async () => {
    const answer = await app.client().get('/widgets/elements.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.headers.get('x-frame-options')).toBeNull();
  });
});
