import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../school-site/', import.meta.url));
const widgetsRelease = fileURLToPath(
  new URL('../../packages/widgets/dist/release.json', import.meta.url),
);

/** The widgets build's exact version and loader integrity, for pages that pin them. */
async function pinned(text: string): Promise<string> {
  if (!text.includes('{{WIDGETS_BUILD}}')) return text;
  const release = JSON.parse(await readFile(widgetsRelease, 'utf8'));
  return text
    .replaceAll('{{WIDGETS_BUILD}}', release.build)
    .replaceAll('{{LOADER_INTEGRITY}}', release.loaderIntegrity);
}

/** What every page of the school's site has in its head, written once (its `{{SCHOOL_HEAD}}`). */
const SCHOOL_HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  // No favicon request to log a 404 in the console.
  '<link rel="icon" href="data:," />',
].join('\n    ');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * A school's own website on another origin: static pages that embed Puente's
 * elements from `puenteUrl`, under the strict CSP a careful school would send.
 */
export function startSchoolSite(port: number, puenteUrl: string): Promise<Server> {
  // The same Puente server under its IP address too: a page moves an element's api-base to it.
  const puenteByAddress = puenteUrl.replace('//localhost:', '//127.0.0.1:');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${puenteUrl}`,
    `connect-src 'self' ${puenteUrl} ${puenteByAddress}`,
    `img-src 'self' data: ${puenteUrl} ${puenteByAddress}`,
    `style-src 'self' ${puenteUrl}`,
    `font-src 'self' ${puenteUrl}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://school').pathname).replace(
      /^\/+/,
      '',
    );
    const file = join(root, path === '' ? 'index.html' : path);
    if (!file.startsWith(root)) return void response.writeHead(404).end();
    try {
      const text = await pinned(
        (await readFile(file, 'utf8'))
          .replace('{{SCHOOL_HEAD}}', SCHOOL_HEAD)
          .replaceAll('{{PUENTE_URL}}', puenteUrl),
      );
      response.writeHead(200, {
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': csp,
        'Cache-Control': 'no-store',
      });
      response.end(text);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
