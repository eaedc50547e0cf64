import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestSite } from './built-files';
import { rawGet } from './raw-get';

const page = { headers: { accept: 'text/html' } };
const SCRIPT_HASH = 'sha256-abc123=';
const STYLE_HASH = 'sha256-def456=';

// As packages/host/scripts/prerender.ts writes them.
const html = (locale: string, text: string) =>
  `<!doctype html><html lang="${locale}" data-prerendered><head><link rel="canonical" href="__PUENTE_ORIGIN__/?lang=${locale}" /></head><div id="root">${text} <a href="mailto:__PUENTE_CONTACT_EMAIL__">__PUENTE_CONTACT_EMAIL__</a></div>`;

const app = await startTestSite(
  'puente-prerendered-',
  {
    'index.html': '<!doctype html><title>Puente</title><div id="root"></div>',
    'prerendered/en-GB/index.html': html('en-GB', 'For school counselors'),
    'prerendered/es-MX/index.html': html('es-MX', 'Para orientadores escolares'),
    'prerendered.json': JSON.stringify({
      scriptHashes: [SCRIPT_HASH],
      styleHashes: [STYLE_HASH],
      pages: [
        {
          path: '/',
          files: {
            'en-GB': 'prerendered/en-GB/index.html',
            'es-MX': 'prerendered/es-MX/index.html',
          },
        },
      ],
      privatePaths: ['/dashboard', '/school/students'],
      routes: ['/', '/dashboard', '/help', '/help/ielts', '/timeline/:id', '/school/students/:id'],
    }),
  },
  { contactEmail: 'ayuda@colegio.example' },
);

describe('a prerendered public page', () => {
  it("answers in the browser's language, saying so and what it varies on", async () => {
    const spanish = await app
      .client()
      .get('/', { headers: { accept: 'text/html', 'accept-language': 'es-419,es;q=0.9' } });
    expect(spanish.status).toBe(200);
    expect(spanish.text).toContain('Para orientadores escolares');
    expect(spanish.headers.get('content-language')).toBe('es-MX');
    expect(spanish.headers.get('vary')).toMatch(/Accept-Language/);
    expect(spanish.headers.get('vary')).toMatch(/Cookie/);
    expect(spanish.headers.get('cache-control')).toBe('no-cache');

    const english = await app.client().get('/', page);
    expect(english.text).toContain('For school counselors');
    expect(english.headers.get('content-language')).toBe('en-GB');
  });

  it("answers in the URL's language, then the saved choice, over the browser's", async () => {
    const fromUrl = await app
      .client()
      .get('/?lang=es-MX', { headers: { accept: 'text/html', 'accept-language': 'en-GB' } });
    expect(fromUrl.headers.get('content-language')).toBe('es-MX');
    const saved = await app.client().get('/', {
      headers: { accept: 'text/html', 'accept-language': 'es-MX', cookie: 'puente-locale=en-GB' },
    });
    expect(saved.headers.get('content-language')).toBe('en-GB');
    const unknown = await app.client().get('/?lang=fr-FR', page);
    expect(unknown.headers.get('content-language')).toBe('en-GB');
  });

  it("writes the site's address into its absolute URLs", async () => {
    const answer = await app.client().get('/', page);
    expect(answer.text).toContain('href="https://puente.example/?lang=en-GB"');
    expect(answer.text).not.toContain('__PUENTE_ORIGIN__');
  });

  it("writes the operator's contact address in, and in a meta the hydrating page reads", async () => {
    const answer = await app.client().get('/', page);
    expect(answer.text).toContain(
      '<a href="mailto:ayuda@colegio.example">ayuda@colegio.example</a>',
    );
    expect(answer.text).toContain(
      '<meta name="puente-contact-email" content="ayuda@colegio.example" /></head>',
    );
    expect(answer.text).not.toContain('__PUENTE_CONTACT_EMAIL__');
  });

  it('is sent brotli-compressed to a browser that takes it', async () => {
    const answer = await rawGet(`${app.url}/`, {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toContain('For school counselors');
  });

  it("lets the theme's inline script and the pages' style attributes in, and no others", async () => {
    const answer = await app.client().get('/', page);
    const csp = answer.headers.get('content-security-policy');
    expect(csp).toContain(`script-src 'self' '${SCRIPT_HASH}';`);
    expect(csp).toContain(`style-src 'self' 'unsafe-hashes' '${STYLE_HASH}';`);
  });

  it('is not sent to a signed-in visitor, who gets the site (their / is the dashboard)', async () => {
    const answer = await app
      .client()
      .get('/', { headers: { accept: 'text/html', cookie: '__Host-puente.sid=some-session' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<title>Puente</title>');
    expect(answer.text).not.toContain('data-prerendered');
    expect(answer.headers.get('vary')).toMatch(/Cookie/);
  });

  it('leaves the other routes to the site', async () => {
    for (const path of [
      '/dashboard',
      '/help/',
      '/timeline/7',
      '/school/students/51?from=caseload',
    ]) {
      const answer = await app.client().get(path, page);
      expect(answer.status, path).toBe(200);
      expect(answer.text).toContain('<title>Puente</title>');
    }
  });

  it('answers an address that is no page of the site 404, with the site, which says so', async () => {
    for (const path of ['/no-such-page', '/help/nothing', '/timeline', '/timeline/7/more']) {
      const answer = await app.client().get(path, page);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.text).toContain('<title>Puente</title>');
    }
  });
});

describe('search engines', () => {
  it('are kept off the private routes and the API, and pointed at the sitemap', async () => {
    const robots = await app.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(robots.text).toContain('Disallow: /dashboard\n');
    expect(robots.text).toContain('Disallow: /school/students\n');
    expect(robots.text).toContain('Disallow: /api/\n');
    expect(robots.text).toContain('Sitemap: https://puente.example/sitemap.xml');
  });

  it('find every public page in every language in the sitemap', async () => {
    const sitemap = await app.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.text).toContain('<loc>https://puente.example/?lang=en-GB</loc>');
    expect(sitemap.text).toContain('<loc>https://puente.example/?lang=es-MX</loc>');
    expect(sitemap.text).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://puente.example/"/>',
    );
  });
});
