import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Programme } from '../src/modules/programme/programme.entity';
import { writeBuiltFiles } from './built-files';
import { startTestApp } from './utils';

const dist = await writeBuiltFiles('puente-previews-', {
  'host/index.html':
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta\n      name="description"\n      content="The site."\n    />\n    <title>Puente</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
});
const app = await startTestApp({ config: { hostDist: join(dist, 'host'), widgetsDist: dist } });
const programmes = await app.orm.em
  .fork()
  .find(Programme, {}, { orderBy: { id: 'asc' }, limit: 3 });
const ids = programmes.map(({ id }) => id);

const page = (language = 'en-GB') => ({
  headers: { accept: 'text/html', 'accept-language': language },
});
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('a shared page’s preview', () => {
  it('names a programme in the page’s HTML: Open Graph title, description and image', async () => {
    const programme = (await app.client().get(`/api/foundation-programs/${ids[0]}`)).body;
    const answer = await app.client().get(`/programmes/${ids[0]}`, page());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    // Escaped as HTML: an apostrophe in a university's name stays text.
    const title = `${programme.programName} · ${programme.universityName}`.replace(
      /[&<>"']/g,
      (char) => `&#${char.charCodeAt(0)};`,
    );
    expect(meta(answer.text, 'og:title')).toBe(title);
    expect(answer.text).toContain(`<title>${title}</title>`);
    expect(meta(answer.text, 'og:description')).toContain(`Foundation year at`);
    // A PNG (previews ignore an SVG such as the university's crest), with its size and text.
    expect(meta(answer.text, 'og:image')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/images\/og-image-en-GB\.png$/,
    );
    expect(meta(answer.text, 'og:image:width')).toBe('1200');
    expect(meta(answer.text, 'og:image:height')).toBe('630');
    expect(meta(answer.text, 'og:image:alt')).toBe('Puente: your bridge to a UK university');
    expect(meta(answer.text, 'og:url')).toMatch(new RegExp(`/programmes/${ids[0]}$`));
    // One description: the site's own is replaced.
    expect(answer.text.match(/name="description"/g)).toHaveLength(1);
    expect(answer.text).toContain('<div id="root"></div>');
  });

  it('speaks the visitor’s language', async () => {
    const answer = await app.client().get(`/programmes/${ids[0]}`, page('es-MX,es;q=0.9'));
    expect(answer.text).toContain('<html lang="es-MX"');
    expect(meta(answer.text, 'og:description')).toMatch(
      /^Foundation Year en .* al año\. Velo en Puente\.$/,
    );
    expect(meta(answer.text, 'og:locale')).toBe('es_MX');
    expect(meta(answer.text, 'og:image')).toMatch(/\/images\/og-image-es-MX\.png$/);
    expect(meta(answer.text, 'og:image:alt')).toBe(
      'Puente: tu puente a una universidad del Reino Unido',
    );
    expect(answer.headers.get('vary')).toContain('Accept-Language');
  });

  it('names a comparison of up to three, and ignores what is not an id', async () => {
    const answer = await app.client().get(`/compare?ids=${ids.join(',')},x,999999`, page());
    expect(meta(answer.text, 'og:title')).toBe('Comparing 3 foundation programmes on Puente');
    const spanish = await app.client().get(`/compare?ids=${ids.join(',')}`, page('es-MX'));
    expect(meta(spanish.text, 'og:title')).toBe('Comparando 3 programas Foundation Year en Puente');
  });

  it('keeps the site’s own head for an unknown programme and any other page', async () => {
    for (const path of ['/programmes/999999', '/compare?ids=abc', '/compare', '/dashboard']) {
      const answer = await app.client().get(path, page());
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('<title>Puente</title>');
      expect(answer.text, path).not.toContain('og:title');
    }
  });
});
