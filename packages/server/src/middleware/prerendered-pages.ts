import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  acceptedLanguages,
  CONTACT_EMAIL_META,
  CONTACT_EMAIL_PLACEHOLDER,
  DEFAULT_CONTACT_EMAIL,
  isLocale,
  type Locale,
  negotiateLocale,
} from '@puente/core';
import type { Context } from 'koa';
import type { Logger } from '../logger';
import { SESSION_COOKIE } from '../modules/session/session.middleware';

/** What the host's build writes (packages/host/scripts/prerender.ts). */
interface Manifest {
  scriptHashes: string[];
  styleHashes?: string[];
  pages: { path: string; files: Record<Locale, string> }[];
  privatePaths: string[];
}

/** The placeholder the prerender writes for the site's address in absolute URLs. */
const ORIGIN = '__PUENTE_ORIGIN__';
/** The visitor's language choice, which the host's language switch keeps in this cookie too. */
export const LOCALE_COOKIE = 'puente-locale';
// Each page is compressed once per site address; a request's own Host is one more only this often.
const MOST_ORIGINS = 4;

export interface PrerenderedPagesOptions {
  hostDist: string;
  /** The site's public address (PUBLIC_URL); else each request's own origin. */
  publicUrl?: string | undefined;
  /** Where families write (CONTACT_EMAIL): written where a page holds core's placeholder. */
  contactEmail?: string;
  logger: Logger;
}

export interface PrerenderedPages {
  /** Hashes of the pages' inline scripts and style attributes, for the host's CSP (`sha256-...`). */
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  /**
   * Answers a page request with its prerendered variant, when there is one
   * and nobody is signed in (a signed-in visitor gets the site's shell: their
   * `/` is the dashboard), or with robots.txt or sitemap.xml. False otherwise.
   */
  answer(ctx: Context, path: string): boolean;
}

/**
 * The public pages the host's build prerendered in every language, held in
 * memory. The language is the URL's (`?lang=es-MX`), else the visitor's saved
 * choice (its cookie), else the browser's `Accept-Language`, as the site would
 * pick it: the answer varies on both headers and says its `Content-Language`.
 */
export function prerenderedPages({
  hostDist,
  publicUrl,
  contactEmail = DEFAULT_CONTACT_EMAIL,
  logger,
}: PrerenderedPagesOptions): PrerenderedPages {
  const manifestFile = join(hostDist, 'prerendered.json');
  if (!existsSync(manifestFile)) {
    if (existsSync(hostDist)) logger.warn(`No ${manifestFile}: public pages are not prerendered.`);
    return { scriptHashes: [], styleHashes: [], answer: () => false };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = new Map(
    manifest.pages.map(({ path, files }) => [
      path,
      Object.fromEntries(
        Object.entries(files).map(([locale, file]) => [
          locale,
          readFileSync(join(hostDist, file), 'utf8'),
        ]),
      ) as Record<Locale, string>,
    ]),
  );
  const compressed = new Map<string, { html: string; br: Buffer; gzip: Buffer }>();

  function variant(html: string, origin: string, key: string) {
    let found = compressed.get(key);
    if (!found) {
      const email = escapeXml(contactEmail).replaceAll('"', '&quot;');
      // The hydrating page reads the address from the meta, so it renders what the server wrote.
      const filled = html
        .replaceAll(ORIGIN, origin)
        .replaceAll(CONTACT_EMAIL_PLACEHOLDER, email)
        .replace('</head>', `<meta name="${CONTACT_EMAIL_META}" content="${email}" /></head>`);
      found = { html: filled, br: brotliCompressSync(filled), gzip: gzipSync(filled) };
      if (compressed.size < pages.size * 2 * MOST_ORIGINS) compressed.set(key, found);
    }
    return found;
  }

  const originOf = (ctx: Context) =>
    (publicUrl || `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');

  function sendText(ctx: Context, type: string, text: string) {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = type;
    ctx.body = text;
  }

  function sitemap(origin: string): string {
    const urls = manifest.pages.map(({ path, files }) => {
      const locales = Object.keys(files).filter(isLocale);
      const address = (locale?: Locale) =>
        escapeXml(`${origin}${path}${locale ? `?lang=${locale}` : ''}`);
      const alternates = [
        ...locales.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address()}"/>`,
      ].join('');
      return locales.map((locale) => `<url><loc>${address(locale)}</loc>${alternates}</url>`);
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls.flat(),
      '</urlset>',
      '',
    ].join('\n');
  }

  function robots(origin: string): string {
    return [
      'User-agent: *',
      'Disallow: /api/',
      ...manifest.privatePaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  return {
    scriptHashes: manifest.scriptHashes,
    styleHashes: manifest.styleHashes ?? [],
    answer(ctx, path) {
      if (path === '/robots.txt') {
        sendText(ctx, 'text/plain; charset=utf-8', robots(originOf(ctx)));
        return true;
      }
      if (path === '/sitemap.xml') {
        sendText(ctx, 'application/xml; charset=utf-8', sitemap(originOf(ctx)));
        return true;
      }
      const page = pages.get(path);
      if (!page || !ctx.accepts('html')) return false;
      ctx.vary('Accept-Language');
      ctx.vary('Cookie');
      ctx.vary('Accept-Encoding');
      if (ctx.cookies.get(SESSION_COOKIE)) return false;
      const locale = localeOf(ctx);
      const origin = originOf(ctx);
      const { html, br, gzip } = variant(page[locale], origin, `${origin}\0${path}\0${locale}`);
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('Content-Language', locale);
      ctx.type = 'text/html; charset=utf-8';
      const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
      if (encoding === 'br' || encoding === 'gzip') {
        ctx.set('Content-Encoding', encoding);
        ctx.body = encoding === 'br' ? br : gzip;
      } else {
        ctx.body = html;
      }
      return true;
    },
  };
}

/** The page's language: the URL's, else the saved choice, else the browser's. */
export function localeOf(ctx: Context): Locale {
  const fromUrl = ctx.query.lang;
  if (isLocale(fromUrl)) return fromUrl;
  const saved = ctx.cookies.get(LOCALE_COOKIE);
  if (isLocale(saved)) return saved;
  return negotiateLocale(acceptedLanguages(ctx.get('Accept-Language')));
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
