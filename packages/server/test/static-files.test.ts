import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeBuiltFiles } from './built-files';
import { rawGet } from './raw-get';
import { initTestApp, startTestApp } from './utils';

const files: Record<string, string | Buffer> = {
  'host/index.html':
    '<!doctype html><title>Puente</title><script type="module" src="/assets/index-Bq3xZ9aT.js"></script>',
  'host/assets/index-Bq3xZ9aT.js': 'console.log("host")',
  'host/assets/index-Bq3xZ9aT.js.map': '{"version":3,"sourcesContent":["secret source"]}',
  'widgets/chunks/react-D4k2LmQp.js.map': '{"version":3,"sourcesContent":["secret source"]}',
  'host/assets/big-Q1w2E3r4.js': `export const text = ${JSON.stringify('Puente '.repeat(2000))};`,
  'host/robots.txt': 'User-agent: *',
  'widgets/puente-widgets.js': 'import "./chunks/react-D4k2LmQp.js"',
  'widgets/chunks/react-D4k2LmQp.js': 'export {}',
  'widgets/release.json': JSON.stringify({
    version: '1.2.0',
    build: '1.2.0-3f2a9c1b',
    loaderIntegrity: 'sha384-x',
  }),
};
// As the builds write them (`precompress()` in the widgets' vite/), but not for every file.
const big = files['host/assets/big-Q1w2E3r4.js'] as string;
files['host/assets/big-Q1w2E3r4.js.br'] = brotliCompressSync(big);
files['host/assets/big-Q1w2E3r4.js.gz'] = gzipSync(big);
files['host/assets/untwinned-Z9x8C7v6.js'] = big;
const dist = await writeBuiltFiles('puente-dist-', files);
const app = await startTestApp({
  config: { hostDist: join(dist, 'host'), widgetsDist: join(dist, 'widgets') },
});

const page = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('the host site', () => {
  it.each(['/', '/foundation-programs', '/personal-statement/12', '/auth'])(
    'answers index.html for the page route %s',
    async (path) => {
      const answer = await app.client().get(path, page);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.text).toContain('<title>Puente</title>');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await app.client().get('/assets/index-Bq3xZ9aT.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const robots = await app.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing file or API path', async () => {
    expect((await app.client().get('/assets/gone-12345678.js')).status).toBe(404);
    const api = await app.client().get('/api/nothing', page);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found' });
  });

  const expectNoSourceMap = async (path: string) => {
    const answer = await app.client().get(path);
    expect(answer.status, path).toBe(404);
    expect(answer.text).not.toContain('secret source');
  };

  it('never serves source maps, even when a build left some in dist', async () => {
    for (const path of ['/assets/index-Bq3xZ9aT.js.map', '/widgets/chunks/react-D4k2LmQp.js.map']) {
      await expectNoSourceMap(path);
    }
  });

  it('never serves source maps however their path is encoded', async () => {
    for (const path of [
      '/assets/index-Bq3xZ9aT.js.m%61p',
      '/assets/index-Bq3xZ9aT.js.%6D%61%70',
      '/widgets/chunks/react-D4k2LmQp.js%2Emap',
      '/widgets/chunks/react-D4k2LmQp.js.MAP',
      '/widgets/v1/../chunks/react-D4k2LmQp.js.m%61p',
    ]) {
      await expectNoSourceMap(path);
    }
  });

  it('never serves files outside the dist folder', async () => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/widgets/..%2fhost%2findex.html',
      '/widgets/v1/..%2f..%2fhost%2findex.html',
      '/%E0%A4%A',
    ]) {
      const answer = await app.client().get(path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain('root:');
    }
  });
});

describe('the widget bundles', () => {
  it('load from any origin and stay embeddable', async () => {
    const entry = await app
      .client()
      .get('/widgets/puente-widgets.js', { headers: { origin: 'https://school.example' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toContain('javascript');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('x-frame-options')).toBeNull();
    expect(entry.headers.get('content-security-policy')).toBeNull();
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const chunk = await app.client().get('/widgets/chunks/react-D4k2LmQp.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('are served under their major version, updated in place', async () => {
    const entry = await app.client().get('/widgets/v1/puente-widgets.js');
    expect(entry.status).toBe(200);
    expect(entry.text).toContain('./chunks/react-D4k2LmQp.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await app.client().get('/widgets/v1/chunks/react-D4k2LmQp.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answer a revalidation of an unchanged file under their major version with 304 and no body', async () => {
    // As a browser revalidates what it cached (fetch() would add Cache-Control: no-cache).
    const revalidate = async (etag: string) => {
      const answer = await rawGet(`${app.url}/widgets/v1/puente-widgets.js`, {
        'if-none-match': etag,
      });
      return {
        status: answer.status,
        body: answer.body.toString(),
        cors: answer.headers['access-control-allow-origin'],
      };
    };
    const first = await app.client().get('/widgets/v1/puente-widgets.js');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    expect(await revalidate(etag)).toEqual({ status: 304, body: '', cors: '*' });
    const changed = await revalidate('W/"another-build"');
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('./chunks/react-D4k2LmQp.js');
  });

  it('are served under their exact build, cached for good', async () => {
    const entry = await app.client().get('/widgets/1.2.0-3f2a9c1b/puente-widgets.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/widgets/v2/puente-widgets.js', '/widgets/1.1.0-0123abcd/puente-widgets.js'])(
    'answer 404 for a version this server does not have: %s',
    async (path) => {
      const answer = await app.client().get(path);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('<title>');
    },
  );

  it('answer 404 for a missing bundle', async () => {
    const answer = await app.client().get('/widgets/nope.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('without a build', () => {
  it('still runs the API and says how to build the site', async () => {
    const bare = await initTestApp();
    try {
      expect((await bare.client().get('/api/health')).status).toBe(200);
      const home = await bare.client().get('/', page);
      expect(home.status).toBe(404);
      expect(home.body.message).toContain('pnpm build');
    } finally {
      await bare.close();
    }
  });
});

describe('compression', () => {
  const raw = async (encoding: string, path = '/assets/big-Q1w2E3r4.js') => {
    const answer = await rawGet(`${app.url}${path}`, { 'accept-encoding': encoding });
    return {
      encoding: answer.headers['content-encoding'],
      body: answer.body,
      vary: answer.headers.vary,
    };
  };

  it('sends Brotli or gzip to a browser that takes it, the same file either way', async () => {
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    expect(br.vary?.toLowerCase()).toContain('accept-encoding');
  });

  it('sends a file the build left without twins as it is', async () => {
    const plain = await raw('identity');
    const untwinned = await raw('gzip, deflate, br', '/assets/untwinned-Z9x8C7v6.js');
    expect(untwinned.encoding).toBeUndefined();
    expect(untwinned.body).toEqual(plain.body);
  });
});
