import { describe, expect, it } from 'vitest';
import { Programme } from '../src/modules/programme/programme.entity';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { startTestSite } from './built-files';

const page = (language = 'en-GB', cookie?: string) => ({
  headers: { accept: 'text/html', 'accept-language': language, ...(cookie ? { cookie } : {}) },
});

// As packages/host/scripts/prerender.ts writes them: the page around the programme, and a
// renderer standing in for the host's (src/prerender.tsx), which reads through the fetch it is given.
const template =
  '<!doctype html><html lang="en-GB" data-prerendered data-catalogs="__PUENTE_CATALOGS__"><head><title>Puente</title><meta name="description" content="The site." /></head><body><div id="root">__PUENTE_PAGE__</div></body></html>';
const renderer = `
export async function renderPage(address, locale, { fetch, origin }) {
  globalThis.programmePageRenders = (globalThis.programmePageRenders ?? 0) + 1;
  const id = address.split('/').pop();
  const programme = await (await fetch('/api/foundation-programs/' + id)).json();
  const fees = locale === 'es-MX' ? 'Colegiatura' : 'Tuition fees';
  return {
    html: '<main><h1>' + programme.programName + '</h1><p>' + fees + '</p><p>' + origin + '</p><a href="https://wa.me/?text=' + encodeURIComponent(origin) + '">WhatsApp</a></main>',
    catalogs: ['host', 'ui'],
    reads: '<script type="application/json" id="puente-queries">[' + programme.id + ']</script>',
  };
}`;
const escaped = (text: string) => text.replaceAll("'", '&#39;');
const renders = () => (globalThis as { programmePageRenders?: number }).programmePageRenders ?? 0;

const app = await startTestSite('puente-programme-pages-', {
  'index.html':
    '<!doctype html><html lang="en"><head><meta name="description" content="The site." /><title>Puente</title></head><body><div id="root"></div></body></html>',
  'prerendered/programme.html': template,
  '.prerender/prerender.js': renderer,
  'prerendered.json': JSON.stringify({
    scriptHashes: [],
    pages: [],
    programmePage: { file: 'prerendered/programme.html', renderer: '.prerender/prerender.js' },
    privatePaths: [],
    routes: ['/programmes/:id'],
  }),
});
const [first] = await app.orm.em.fork().find(Programme, {}, { orderBy: { id: 'asc' }, limit: 1 });
if (!first) throw new Error('the test catalogue is empty');
const id = first.id;

describe("a shared programme's page, to a visitor with no session", () => {
  it("is sent with the programme in it, in the browser's language, and the reads it was drawn with", async () => {
    const { programName } = (await app.client().get(`/api/foundation-programs/${id}`)).body;
    const english = await app.client().get(`/programmes/${id}`, page());
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(english.headers.get('content-language')).toBe('en-GB');
    expect(english.headers.get('vary')).toMatch(/Accept-Language.*Cookie|Cookie.*Accept-Language/);
    expect(english.text).toContain(`<h1>${programName}</h1><p>Tuition fees</p>`);
    expect(english.text).toContain(`<script type="application/json" id="puente-queries">[${id}]`);
    expect(english.text).toContain('<html lang="en-GB" data-prerendered data-catalogs="host ui">');

    const spanish = await app.client().get(`/programmes/${id}`, page('es-419,es;q=0.9'));
    expect(spanish.headers.get('content-language')).toBe('es-MX');
    expect(spanish.text).toContain(`<h1>${programName}</h1><p>Colegiatura</p>`);
    expect(spanish.text).toContain('<html lang="es-MX"');
    expect(spanish.text).toMatch(/<meta property="og:description" content="Foundation Year en /);

    const byUrl = await app.client().get(`/programmes/${id}?lang=es-MX`, page('en-GB'));
    expect(byUrl.headers.get('content-language')).toBe('es-MX');
    expect(byUrl.text).toContain('<p>Colegiatura</p>');
  });

  it("has its preview, canonical address and languages' alternates, at the site's address", async () => {
    const answer = await app.client().get(`/programmes/${id}`, page('es-MX'));
    const address = `https://puente.example/programmes/${id}`;
    expect(answer.text).toContain(`<link rel="canonical" href="${address}?lang=es-MX" />`);
    expect(answer.text).toContain(`hreflang="en-GB" href="${address}?lang=en-GB"`);
    expect(answer.text).toContain(`hreflang="x-default" href="${address}"`);
    expect(answer.text).toContain(`<meta property="og:url" content="${address}" />`);
    // Rendered once for every address the site is reached at: the address is written in after.
    expect(answer.text).toContain('<p>https://puente.example</p>');
    expect(answer.text).toContain('https://wa.me/?text=https%3A%2F%2Fpuente.example"');
    expect(answer.text).not.toMatch(/__PUENTE_ORIGIN|puente-origin\.invalid/);
    // The tab's title as the screen sets it; the preview's names the university too.
    const { programName, universityName } = (
      await app.client().get(`/api/foundation-programs/${id}`)
    ).body;
    expect(answer.text.match(/<title>[^<]*<\/title>/g)).toEqual([
      `<title>${escaped(programName)} · Puente</title>`,
    ]);
    expect(answer.text).toContain(
      `<meta property="og:title" content="${escaped(`${programName} · ${universityName}`)}" />`,
    );
  });

  it('is rendered once, and again when the catalogue changes the programme', async () => {
    await app.client().get(`/programmes/${id}`, page());
    const before = renders();
    await app.client().get(`/programmes/${id}`, page());
    expect(renders()).toBe(before);

    const em = app.orm.em.fork();
    const programme = await em.findOneOrFail(Programme, id);
    const renamed = `${programme.programName} (renamed)`;
    programme.programName = renamed;
    await em.flush();
    app.catalogue.invalidate();
    // Asked for by several at once: rendered once.
    const after = await Promise.all(
      [1, 2, 3].map(() => app.client().get(`/programmes/${id}`, page())),
    );
    for (const answer of after) expect(answer.text).toContain(`<h1>${renamed}</h1>`);
    expect(renders()).toBe(before + 1);
  });

  it("is the site's shell for a signed-in visitor; a programme not in the catalogue is no page: 404, with the site", async () => {
    const signedIn = await app
      .client()
      .get(`/programmes/${id}`, page('en-GB', `${SESSION_COOKIE}=x`));
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('<div id="root"></div>');
    expect(signedIn.headers.get('vary')).toMatch(/Cookie/);

    for (const path of [
      '/programmes/999999',
      '/programmes/abc',
      '/programmes/99999999999999999999',
    ]) {
      const answer = await app.client().get(path, page());
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('<div id="root"></div>');
    }
  });

  it('never answers a strange address with a fault, and never sends the renderer', async () => {
    for (const path of [
      '/programmes/%00',
      '/programmes/%E0%A4%A',
      '/programmes/1%2F..%2F..',
      '/.prerender/prerender.js',
    ]) {
      const answer = await app.client().get(path, page());
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toContain('renderPage');
    }
  });
});

describe('the sitemap', () => {
  it("names every listed programme's page in each language, with its alternates", async () => {
    const sitemap = await app.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const programmes = await app.orm.em.fork().count(Programme, {});
    const pages = sitemap.text.match(/<loc>https:\/\/puente\.example\/programmes\/\d+\?lang=/g);
    expect(pages).toHaveLength(programmes * 2);
    expect(sitemap.text).toContain(
      `<url><loc>https://puente.example/programmes/${id}?lang=es-MX</loc><xhtml:link rel="alternate" hreflang="en-GB" href="https://puente.example/programmes/${id}?lang=en-GB"/>`,
    );
  });
});
