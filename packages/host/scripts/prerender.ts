/**
 * After `vite build` (or with it: `--site`, the host's `build` script): every public page of
 * src/app/public-routes.ts as HTML in every language, from the built
 * `dist/index.html`, with its title, description, canonical URL, `hreflang`
 * alternates and Open Graph tags, and the theme's inline script. Writes
 * `dist/prerendered/<locale>/<page>.html` and `dist/prerendered.json`, which
 * the server reads (packages/server/src/middleware/prerendered-pages.ts).
 * Absolute URLs are written with ORIGIN, which the server replaces by the
 * site's address.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

const hostDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(hostDir, 'dist');
const LOCALES = ['en-GB', 'es-MX'] as const;
type Locale = (typeof LOCALES)[number];
const OG_LOCALE: Record<Locale, string> = { 'en-GB': 'en_GB', 'es-MX': 'es_MX' };
export const ORIGIN = '__PUENTE_ORIGIN__';
/** The link preview's image in each language (drawn by scripts/preview-images.ts). */
const previewImage = (locale: Locale) => `/images/og-image-${locale}.png`;

/** What the prerender's entry (src/prerender.tsx) exports. */
interface PrerenderEntry {
  publicAddresses(): Promise<{ address: string; route: { path: string } }[]>;
  renderPage(
    address: string,
    locale: Locale,
    options?: { fetch?: typeof fetch; origin?: string; user?: unknown },
  ): Promise<{ html: string; catalogs: string[]; reads?: string }>;
  SHARED_PROGRAMME_PAGE: { path: string };
  signedInPaths(): string[];
  sampleProgramme(): { id: number; programName: string };
  pageText(
    route: unknown,
    locale: Locale,
  ): Promise<{ title: string; description: string; imageAlt: string }>;
  privatePathPrefixes(): string[];
  sitePaths(): string[];
  themeScript(): string;
  hydrationScript(urls: { scripts: readonly string[]; modules: readonly string[] }): string;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** `template` with `search` replaced, failing loudly when index.html no longer has it. */
function replaceOnce(template: string, search: string | RegExp, replacement: string): string {
  const replaced = template.replace(search, () => replacement);
  if (replaced === template) throw new Error(`prerender: dist/index.html has no ${search}`);
  return replaced;
}

/** The address of `path` in `locale`; without one, the server picks by the browser's languages. */
const addressIn = (path: string, locale?: Locale) =>
  `${ORIGIN}${path}${locale ? `${path.includes('?') ? '&' : '?'}lang=${locale}` : ''}`;

function headOf(
  path: string,
  locale: Locale,
  text: { title: string; description: string; imageAlt: string },
) {
  const title = escapeHtml(text.title);
  const description = escapeHtml(text.description);
  return [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${addressIn(path, locale)}" />`,
    ...LOCALES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${addressIn(path, other)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${addressIn(path)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Puente" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${addressIn(path, locale)}" />`,
    `<meta property="og:image" content="${ORIGIN}${previewImage(locale)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(text.imageAlt)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    ),
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('\n    ');
}

/** The file a page's HTML goes to, under dist/prerendered/<locale>/. */
const fileOf = (path: string, locale: Locale) =>
  `prerendered/${locale}${path === '/' ? '/index' : path}.html`;

function writeWithTwins(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content));
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const started = performance.now();
const configFile = join(hostDir, 'vite.config.ts');
// `--site` (the host's `build`): the site's own build runs beside the prerender's, in this
// process (one Node and Vite start, the two builds' single-threaded phases overlapping).
await Promise.all([
  process.argv.includes('--site') ? build({ configFile, root: hostDir }) : undefined,
  build({ configFile, root: hostDir, build: { ssr: join(hostDir, 'src/prerender.tsx') } }),
]);
const entry: PrerenderEntry = await import(
  pathToFileURL(join(hostDir, '.prerender/prerender.js')).href
);
const bundled = performance.now();

const script = entry.themeScript();
const scriptHash = sha256(script);
// Before the stylesheet and the scripts: the theme's classes are on <html> before anything paints.
const built = readFileSync(join(dist, 'index.html'), 'utf8');
// (Once: run again on the same build, the script is already there.)
const shell = built.includes(script)
  ? built
  : replaceOnce(
      built,
      /<meta charset="UTF-8" \/>/,
      `<meta charset="UTF-8" />\n    <script>${script}</script>`,
    );
writeWithTwins(join(dist, 'index.html'), shell);

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const urlsOf = (html: string, tag: RegExp) => [...html.matchAll(tag)].map(([, url = '']) => url);
// The pages paint from their HTML and stylesheet: the scripts that would be in
// <head> (and that Lighthouse counts as holding the first paint) are asked for
// later by an inline script, at the visitor's first interaction (hydrationScript).
const urls = { scripts: urlsOf(shell, MODULE_SCRIPT), modules: urlsOf(shell, MODULE_PRELOAD) };
if (urls.scripts.length === 0) throw new Error('prerender: dist/index.html has no module script');
const withoutScripts = shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
const hydration = entry.hydrationScript(urls);

/** The value of every `style` attribute in `html`, as the browser reads it. */
const styleAttributes = (html: string) =>
  [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
// A style attribute in HTML is inline style to the CSP (set from script, it is not): the
// server allows exactly these (a visually hidden input's), by hash.
const styles = new Set<string>();

const pages: { path: string; files: Record<Locale, string> }[] = [];
for (const { address, route } of await entry.publicAddresses()) {
  const files = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const [{ html: body, catalogs }, text] = await Promise.all([
      entry.renderPage(address, locale),
      entry.pageText(route, locale),
    ]);
    let html = replaceOnce(
      withoutScripts,
      /<html lang="[^"]*">/,
      // The catalogs it was drawn with: the browser loads them before hydrating, so nothing suspends.
      `<html lang="${locale}" data-prerendered data-catalogs="${catalogs.join(' ')}">`,
    );
    // No session to ask for: the server sends these pages only to a browser without one.
    html = replaceOnce(html, /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/user"[^>]*>/, '');
    html = replaceOnce(html, /<meta\s+name="description"[^>]*\/>/, headOf(address, locale, text));
    html = replaceOnce(html, '</head>', `  <script>${hydration}</script>\n  </head>`);
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(text.title)}</title>`);
    html = replaceOnce(
      html,
      /(<!--[^>]*-->\s*)?<div id="root">[\s\S]*?<\/header><\/div><\/div>/,
      `<div id="root">${body}</div>`,
    );
    for (const style of styleAttributes(body)) styles.add(style);
    files[locale] = fileOf(address, locale);
    // No .br or .gz twin: the server compresses each page itself once it has put its address in.
    mkdirSync(dirname(join(dist, files[locale])), { recursive: true });
    writeFileSync(join(dist, files[locale]), html);
  }
  pages.push({ path: address, files });
}

// The page the server renders a page into when asked, with this build's renderer: a shared
// programme's (SHARED_PROGRAMME_PAGE), from the catalogue it holds, and a student screen for its
// signed-in student (signed-in-screens.ts), with their reads. The server writes the language,
// the catalogs and __PUENTE_PAGE__ (and a programme's title and preview); the scripts are asked
// for as on every prerendered page (hydrationScript: for a student's page, once it has painted).
let renderedPage = replaceOnce(
  withoutScripts,
  /<html lang="[^"]*">/,
  '<html lang="en-GB" data-prerendered data-catalogs="__PUENTE_CATALOGS__">',
);
// The page holds whom it was rendered for, if anyone.
renderedPage = replaceOnce(
  renderedPage,
  /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/user"[^>]*>/,
  '',
);
renderedPage = replaceOnce(renderedPage, '</head>', `  <script>${hydration}</script>\n  </head>`);
renderedPage = replaceOnce(
  renderedPage,
  /(<!--[^>]*-->\s*)?<div id="root">[\s\S]*?<\/header><\/div><\/div>/,
  '<div id="root">__PUENTE_PAGE__</div>',
);
const RENDERED_PAGE = 'prerendered/page.html';
writeFileSync(join(dist, RENDERED_PAGE), renderedPage);
// Rendered once a language here, with a sample: the build fails if the page cannot be drawn
// with its content, and the CSP allows its style attributes.
const sample = entry.sampleProgramme();
for (const locale of LOCALES) {
  const { html } = await entry.renderPage(
    entry.SHARED_PROGRAMME_PAGE.path.replace(':id', String(sample.id)),
    locale,
    {
      fetch: async () => Response.json(sample),
      origin: 'http://puente.invalid',
    },
  );
  if (!html.includes(escapeHtml(sample.programName))) {
    throw new Error(`prerender: the shared programme page in ${locale} has no programme`);
  }
  for (const style of styleAttributes(html)) styles.add(style);
}
// Rendered once a language and path here with a sample student's reads: the build fails if a
// page cannot be drawn with its content, and the CSP allows its style attributes.
const sampleReads: typeof fetch = async (input) => {
  const { pathname } = new URL(String(input), 'http://puente.invalid');
  if (pathname === '/api/foundation-programs') {
    return Response.json({
      items: [sample],
      total: 1,
      page: 1,
      pageSize: 20,
      subjects: [],
      regions: [],
      starts: [],
      exchangeRate: null,
    });
  }
  return Response.json(pathname === '/api/selected-programs' ? [] : null);
};
for (const path of entry.signedInPaths()) {
  for (const locale of LOCALES) {
    const { html } = await entry.renderPage(path, locale, {
      fetch: sampleReads,
      origin: 'http://puente.invalid',
      user: {
        id: 1,
        username: 'sample',
        firstName: 'Ana',
        lastName: null,
        email: 'sample@example.com',
        role: 'student',
        school: null,
      },
    });
    if (!html.includes(escapeHtml(sample.programName))) {
      throw new Error(`prerender: ${path} in ${locale}, signed in, has no programme`);
    }
    for (const style of styleAttributes(html)) styles.add(style);
  }
}

// The renderer beside the pages, so a HOST_DIST holds all the server needs; a dot folder, which
// the server never sends (its libraries are found in the host's node_modules, as here).
cpSync(join(hostDir, '.prerender'), join(dist, '.prerender'), { recursive: true });
const RENDERER = '.prerender/prerender.js';

writeFileSync(
  join(dist, 'prerendered.json'),
  `${JSON.stringify(
    {
      scriptHashes: [scriptHash, sha256(hydration)],
      styleHashes: [...styles].sort().map(sha256),
      pages,
      programmePage: { file: RENDERED_PAGE, renderer: RENDERER },
      signedInPages: { file: RENDERED_PAGE, renderer: RENDERER, paths: entry.signedInPaths() },
      privatePaths: entry.privatePathPrefixes(),
      routes: entry.sitePaths(),
    },
    null,
    2,
  )}\n`,
);
console.log(
  `prerendered ${pages.length} pages in ${LOCALES.length} languages in ${Math.round(performance.now() - started)} ms (the SSR build ${Math.round(bundled - started)} ms)`,
);
