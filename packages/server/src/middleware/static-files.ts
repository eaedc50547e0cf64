import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, posix, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Locale } from '@puente/core';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { HttpError, notFound } from '../errors';
import { requestLocale } from '../i18n';
import type { Logger } from '../logger';
import { WIDGETS_PREFIX } from '../public-paths';
import { type PageMeta, withPageMeta } from './page-meta';
import type { PrerenderedPages } from './prerendered-pages';
import { widgetFile, widgetReleaseReader } from './widget-release';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Folders whose files carry a content hash in their names: Vite's `assets/`
// (host) and the widgets build's `chunks/`.
const HASHED_DIRS = ['assets', 'chunks'];
const REVALIDATE = 'no-cache';
// Source maps carry the full source text: never sent to browsers, even if a build leaves some.
const SOURCE_MAP = /\.map$/i;

export interface StaticFilesOptions {
  hostDist: string;
  widgetsDist: string;
  logger: Logger;
  /** The host's prerendered public pages, robots.txt and sitemap.xml. */
  prerendered?: PrerenderedPages | undefined;
  /** The preview of a shared page (page-meta.ts), written into its index.html; null: the site's own. */
  metaFor?: (url: URL, locale: Locale) => Promise<PageMeta | null>;
}

/**
 * Serves the built site and widgets from the API's own process:
 * - `/widgets/*` from `widgetsDist`, to any origin (module scripts are
 *   fetched in CORS mode), also as `/widgets/v<major>/*` and, cached for
 *   good, `/widgets/<exact build>/*` (`widget-release.ts`);
 * - a public page prerendered in the visitor's language (`prerendered-pages.ts`), or
 *   rendered when asked (a shared programme's, `programme-pages.ts`);
 * - any other GET from `hostDist`, falling back to `index.html` for page
 *   routes (no file extension) that accept HTML, so the SPA router takes over;
 *   a path that is none of the site's routes gets it too, answered 404.
 * Source maps are never served. Files under `assets/` or `chunks/` carry a content hash and are cached for a
 * year; everything else (index.html, a widget's stable entry, `/widgets/v1/loader.js`) is revalidated,
 * with an ETag, so an unchanged file costs a 304 and no body.
 * Both builds write a `.br` and a `.gz` twin of each text file, which is sent
 * to a browser that takes it; a file without one is sent as it is.
 */
export function staticFiles({
  hostDist,
  widgetsDist,
  logger,
  prerendered,
  metaFor,
}: StaticFilesOptions): Middleware {
  for (const [what, dir] of [
    ['the host site', hostDist],
    ['the widgets', widgetsDist],
  ] as const) {
    if (!existsSync(dir)) {
      logger.warn(
        `No build of ${what} in ${dir} yet: the server runs without it until \`pnpm build\` writes one (\`pnpm start\` builds the widgets after the site).`,
      );
    }
  }

  const widgetRelease = widgetReleaseReader(widgetsDist);

  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw notFound();
    // Every check below reads the path the file server will open, not the raw one.
    const path = filePath(ctx.path);
    if (path === undefined || SOURCE_MAP.test(path)) throw notFound();

    if (path.startsWith(WIDGETS_PREFIX)) {
      ctx.set('Access-Control-Allow-Origin', '*');
      const widget = widgetFile(path.slice(WIDGETS_PREFIX.length), widgetRelease());
      if (!widget) {
        throw notFound(
          `This server does not have that version of Puente's widgets: see ${WIDGETS_PREFIX}release.json`,
        );
      }
      if (!(await serve(ctx, widgetsDist, widget.file, widget.pinned))) throw notFound();
      return;
    }
    if (await prerendered?.answer(ctx, path)) return;
    if (await serve(ctx, hostDist, path)) return;
    if (!extname(path) && ctx.accepts('html')) {
      if (prerendered && !(await prerendered.isPage(path))) {
        if (await serveNoPage(ctx, hostDist)) return;
      } else {
        if (await prerendered?.answerRendered(ctx, path)) return;
        if (metaFor && (await serveWithMeta(ctx, hostDist, metaFor))) return;
        if (await serve(ctx, hostDist, '/index.html')) return;
      }
      throw notFound('The site is not built: run `pnpm build`');
    }
    throw notFound();
  };
}

/**
 * An address that is no page of the site (a mistyped or outdated link): 404, so search engines
 * and a school's link checker see it, with the site's shell, whose router shows its Not Found
 * page in the visitor's language. False when the site is not built.
 */
async function serveNoPage(ctx: Context, root: string): Promise<boolean> {
  const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return false;
  ctx.status = 404;
  ctx.set('Cache-Control', REVALIDATE);
  ctx.type = 'html';
  ctx.body = html;
  return true;
}

/** index.html with a shared page's preview in its head; false for a page without one. */
async function serveWithMeta(
  ctx: Context,
  root: string,
  metaFor: NonNullable<StaticFilesOptions['metaFor']>,
): Promise<boolean> {
  const locale = requestLocale(ctx);
  const url = new URL(ctx.href);
  const meta = await metaFor(url, locale);
  if (!meta) return false;
  const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return false;
  ctx.set('Cache-Control', REVALIDATE);
  ctx.type = 'html';
  ctx.body = withPageMeta(html, meta, url, locale);
  return true;
}

/**
 * The request path as the file it names: percent-decoded once and
 * normalised (`.` segments and doubled slashes gone), so
 * `/widgets/loader.js.m%61p` is checked as the `.map` it is. Undefined for a
 * path that does not decode, climbs (`..`), or holds a NUL or a backslash.
 */
export function filePath(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded) || decoded.split('/').includes('..')) return undefined;
  return posix.normalize(posix.join('/', decoded));
}

/** Sends `path` (decoded, `filePath`) from `root` (cached for good when `pinned`); false when there is no such file. */
async function serve(ctx: Context, root: string, path: string, pinned = false): Promise<boolean> {
  // koa-send picks the build's .br or .gz twin of the file when the browser takes it.
  ctx.vary('Accept-Encoding');
  try {
    // koa-send decodes what it is given: encoded again, it opens exactly `path`.
    const served = await send(ctx, path.split('/').map(encodeURIComponent).join('/'), {
      root,
      index: false,
      format: false,
      setHeaders: (res, file, stats) => {
        const hashed = HASHED_DIRS.some((dir) => file.startsWith(join(root, dir) + sep));
        res.setHeader('Cache-Control', pinned || hashed ? IMMUTABLE : REVALIDATE);
        // Of the file sent (its .br or .gz twin apart), so a revalidation is a 304 until the next build.
        res.setHeader('ETag', `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`);
      },
    });
    if (!served || ctx.body == null) return false;
    if (ctx.fresh) {
      if (ctx.body instanceof Readable) ctx.body.destroy();
      ctx.body = null;
      ctx.status = 304;
    }
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 404;
  return error instanceof Error && (error as Error & { status?: unknown }).status === 404;
}
