import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  acceptedLanguages,
  CONTACT_EMAIL_META,
  CONTACT_EMAIL_PLACEHOLDER,
  DEFAULT_CONTACT_EMAIL,
  isLocale,
  LOCALES,
  type Locale,
  negotiateLocale,
} from '@puente/core';
import type { Context } from 'koa';
import type { Logger } from '../logger';
import type { ProgrammeCatalogue } from '../modules/programme/programme-catalogue';
import { NO_STORE, SESSION_COOKIE } from '../modules/session/session.middleware';
import type { PageMeta } from './page-meta';
import { pageRenderer, type RenderedPageFiles } from './page-renderer';
import { ORIGIN, ORIGIN_URI_ENCODED, programmePages } from './programme-pages';
import { type ReadAs, type SignedInPageFiles, signedInPages } from './signed-in-pages';
import { siteRoutes } from './site-routes';

/** What the host's build writes (packages/host/scripts/prerender.ts). */
interface Manifest {
  scriptHashes: string[];
  styleHashes?: string[];
  pages: { path: string; files: Record<Locale, string> }[];
  /** A shared programme's page, which is rendered when asked (programme-pages.ts). */
  programmePage?: RenderedPageFiles;
  /** The student screens rendered for a signed-in student (signed-in-pages.ts). */
  signedInPages?: SignedInPageFiles;
  privatePaths: string[];
  /** Every pattern of the site's router (`/timeline/:id`): a page path matching none is no page. */
  routes?: string[];
}

/** The visitor's language choice, which the host's language switch keeps in this cookie too. */
export const LOCALE_COOKIE = 'puente-locale';
// Each page is compressed once per site address; a request's own Host is one more only this often.
const MOST_ORIGINS = 4;
// Shared programme pages held rendered, in a language (a page and, at each address, its two
// compressed twins: ~20 kB each): every programme of today's catalogue, in both; past it the oldest goes.
const MOST_PROGRAMME_PAGES = 400;
const PROGRAMME_PATH = /^\/programmes\/(\d{1,9})$/;

export interface PrerenderedPagesOptions {
  hostDist: string;
  /** The site's public address (PUBLIC_URL); else each request's own origin. */
  publicUrl?: string | undefined;
  /** Where families write (CONTACT_EMAIL): written where a page holds core's placeholder. */
  contactEmail?: string;
  /** The catalogue, and the preview of a programme (page-meta.ts): without them programme pages are not rendered. */
  catalogue?: ProgrammeCatalogue;
  metaFor?: (url: URL, locale: Locale) => Promise<PageMeta | null>;
  /** Reads the API as a request's visitor: without it no student screen is rendered. */
  readAs?: ReadAs;
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
  answer(ctx: Context, path: string): Promise<boolean>;
  /**
   * Answers a page rendered with its content in the visitor's language: a
   * shared programme's (`/programmes/:id`) to a visitor with no session, for
   * a programme in the catalogue; a student screen (`/foundation-programs`)
   * to its signed-in student, with their reads. False otherwise (the site's
   * shell follows).
   */
  answerRendered(ctx: Context, path: string): Promise<boolean>;
  /**
   * Whether `path` is a page of the site: one of its routes (site-routes.ts), and for a
   * programme's page, a programme in the catalogue. True when the build does not say.
   */
  isPage(path: string): Promise<boolean>;
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
  catalogue,
  metaFor,
  readAs,
  logger,
}: PrerenderedPagesOptions): PrerenderedPages {
  const manifestFile = join(hostDist, 'prerendered.json');
  if (!existsSync(manifestFile)) {
    if (existsSync(hostDist)) logger.warn(`No ${manifestFile}: public pages are not prerendered.`);
    return {
      scriptHashes: [],
      styleHashes: [],
      answer: () => Promise.resolve(false),
      answerRendered: () => Promise.resolve(false),
      isPage: () => Promise.resolve(true),
    };
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
  const compressed = new Map<string, Variant>();

  /** `html` with the site's address and contact written in. */
  function withSite(html: string, origin: string): string {
    const email = escapeXml(contactEmail).replaceAll('"', '&quot;');
    // The hydrating page reads the address from the meta, so it renders what the server wrote.
    return html
      .replaceAll(ORIGIN, escapeXml(origin).replaceAll('"', '&quot;'))
      .replaceAll(ORIGIN_URI_ENCODED, encodeURIComponent(origin))
      .replaceAll(CONTACT_EMAIL_PLACEHOLDER, email)
      .replace('</head>', `<meta name="${CONTACT_EMAIL_META}" content="${email}" /></head>`);
  }

  /** `html` with the site's address and contact written in, and compressed. */
  function fill(html: string, origin: string): Variant {
    const filled = withSite(html, origin);
    return { html: filled, br: brotliCompressSync(filled), gzip: gzipSync(filled) };
  }

  function variant(html: string, origin: string, key: string) {
    let found = compressed.get(key);
    if (!found) {
      found = fill(html, origin);
      if (compressed.size < pages.size * 2 * MOST_ORIGINS) compressed.set(key, found);
    }
    return found;
  }

  const renderProgramme =
    manifest.programmePage && catalogue && metaFor
      ? programmePages({
          renderer: pageRenderer(hostDist, manifest.programmePage.renderer, logger),
          template: readFileSync(join(hostDist, manifest.programmePage.file), 'utf8'),
          catalogue,
          metaFor,
          logger,
        })
      : undefined;
  const renderSignedIn =
    manifest.signedInPages && readAs
      ? signedInPages({
          files: manifest.signedInPages,
          template: readFileSync(join(hostDist, manifest.signedInPages.file), 'utf8'),
          renderer: pageRenderer(hostDist, manifest.signedInPages.renderer, logger),
          readAs,
          logger,
        })
      : undefined;
  // Each rendered once a language (with the placeholders), then filled for each site address.
  const rendered = new Map<
    string,
    { html: string; version: string; variants: Map<string, Variant> }
  >();

  const inFlight = new Map<string, ReturnType<NonNullable<typeof renderProgramme>>>();

  /** A programme's page for `ctx`, from those held if its programme has not changed since. */
  async function programmePage(ctx: Context, id: number, locale: Locale) {
    if (!renderProgramme) return undefined;
    const key = `${id}\0${locale}`;
    const held = rendered.get(key);
    // Asked for by many at once (a link just shared in a group chat), it is rendered once.
    let rendering = inFlight.get(key);
    if (!rendering) {
      rendering = renderProgramme(id, locale, held?.version).finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
    }
    const page = await rendering;
    const current =
      page === 'unchanged' ? held : page && { ...page, variants: new Map<string, Variant>() };
    if (!current) {
      rendered.delete(key);
      return undefined;
    }
    if (current !== held) {
      rendered.delete(key);
      rendered.set(key, current);
      if (rendered.size > MOST_PROGRAMME_PAGES) {
        const oldest = rendered.keys().next().value;
        if (oldest !== undefined) rendered.delete(oldest);
      }
    }
    const origin = originOf(ctx);
    let found = current.variants.get(origin);
    if (!found) {
      found = fill(current.html, origin);
      if (current.variants.size < MOST_ORIGINS) current.variants.set(origin, found);
    }
    return found;
  }

  /**
   * Sends a page in `locale`, compressed if the browser takes it: a variant
   * held compressed, or a page made for one request (compressed once, at a
   * quick setting: brotli's top one costs tens of milliseconds).
   */
  function send(ctx: Context, locale: Locale, page: Variant | string, cacheControl = 'no-cache') {
    ctx.set('Cache-Control', cacheControl);
    ctx.set('Content-Language', locale);
    ctx.type = 'text/html; charset=utf-8';
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = typeof page !== 'string' ? page[encoding] : compressOnce(page, encoding);
    } else {
      ctx.body = typeof page === 'string' ? page : page.html;
    }
  }

  /** A student screen rendered for its signed-in student: made for this request alone, never stored. */
  async function answerSignedIn(ctx: Context, path: string): Promise<boolean> {
    if (!renderSignedIn || !ctx.accepts('html') || !ctx.cookies.get(SESSION_COOKIE)) return false;
    varyByVisitor(ctx);
    const locale = localeOf(ctx);
    const origin = originOf(ctx);
    const page = await renderSignedIn(ctx, path, locale, origin);
    if (!page) return false;
    send(ctx, locale, withSite(page, origin), NO_STORE);
    return true;
  }

  /** Whether `ctx` may have a page for a signed-out visitor (saying what the answer varies on). */
  function forSignedOut(ctx: Context): boolean {
    if (!ctx.accepts('html')) return false;
    varyByVisitor(ctx);
    return !ctx.cookies.get(SESSION_COOKIE);
  }

  const originOf = (ctx: Context) =>
    (publicUrl || `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');

  function sendText(ctx: Context, type: string, text: string) {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = type;
    ctx.body = text;
  }

  /** Every prerendered page and every listed programme's page, each in every language. */
  async function sitemap(origin: string): Promise<string> {
    const programmes = catalogue && renderProgramme ? await catalogue.listedIds() : [];
    const entries = [
      ...manifest.pages.map(({ path, files }) => ({
        path,
        locales: Object.keys(files).filter(isLocale),
      })),
      ...programmes.map((id) => ({ path: `/programmes/${id}`, locales: LOCALES })),
    ];
    const urls = entries.map(({ path, locales }) => {
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

  const isRoute = manifest.routes ? siteRoutes(manifest.routes) : () => true;
  return {
    scriptHashes: manifest.scriptHashes,
    styleHashes: manifest.styleHashes ?? [],
    async isPage(path) {
      if (!isRoute(path)) return false;
      if (!catalogue || !path.startsWith('/programmes/')) return true;
      const programme = PROGRAMME_PATH.exec(path);
      return programme !== null && (await catalogue.programme(Number(programme[1]))) !== undefined;
    },
    async answer(ctx, path) {
      if (path === '/robots.txt') {
        sendText(ctx, 'text/plain; charset=utf-8', robots(originOf(ctx)));
        return true;
      }
      if (path === '/sitemap.xml') {
        sendText(ctx, 'application/xml; charset=utf-8', await sitemap(originOf(ctx)));
        return true;
      }
      const page = pages.get(path);
      if (!page || !forSignedOut(ctx)) return false;
      const locale = localeOf(ctx);
      const origin = originOf(ctx);
      send(ctx, locale, variant(page[locale], origin, `${origin}\0${path}\0${locale}`));
      return true;
    },
    async answerRendered(ctx, path) {
      const programme = PROGRAMME_PATH.exec(path);
      if (!programme) return answerSignedIn(ctx, path);
      if (!renderProgramme || !forSignedOut(ctx)) return false;
      const locale = localeOf(ctx);
      const page = await programmePage(ctx, Number(programme[1]), locale);
      if (!page) return false;
      send(ctx, locale, page);
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

/** A page ready to send: as text, and compressed each way. */
interface Variant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** A page's answer depends on the visitor's languages, session and encodings. */
function varyByVisitor(ctx: Context) {
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  ctx.vary('Accept-Encoding');
}

const compressOnce = (html: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html);

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
