import type { Locale, User } from '@puente/core';
import type { Context } from 'koa';
import type { Logger } from '../logger';
import { escapeHtml } from './page-meta';
import type { RenderedPageFiles, Renderer } from './page-renderer';

/** Where the host's build put the page around a signed-in student's screen, its renderer and its paths (prerendered.json). */
export interface SignedInPageFiles extends RenderedPageFiles {
  /** The student screens it is rendered for (`/foundation-programs`). */
  paths: string[];
}

/**
 * Pages rendered at once, at most: past it a student gets the site's shell,
 * which draws the same screen in their browser (a class opening the finder
 * together waits on no queue; a render is ~40 ms of this process's CPU).
 */
export const MOST_RENDERS_AT_ONCE = 4;

/**
 * A read of the API as the visitor of `ctx`, with their cookie and languages,
 * through the server's own routes (so through their session checks): the
 * answer the browser would have had.
 */
export type ReadAs = (ctx: Context, path: string) => Promise<Response>;

export interface SignedInPagesOptions {
  files: SignedInPageFiles;
  /** The page, as read from `files.file`. */
  template: string;
  renderer: () => Promise<Renderer | undefined>;
  readAs: ReadAs;
  logger: Logger;
}

/**
 * A student screen (`/foundation-programs`) as its signed-in student's
 * browser first draws it, rendered here by the host's renderer with the
 * student's own reads, each asked of the API as their browser would ask it
 * (`readAs`): the screen paints before its script has run, and hydrates from
 * the reads the page holds. Never held: made for one request, and sent as
 * private, unstored. Undefined (the site's shell follows, as before) for a
 * path not rendered, a visitor who is not a signed-in student, a renderer
 * that cannot load or fails, or while MOST_RENDERS_AT_ONCE are being made.
 */
export function signedInPages({ files, template, renderer, readAs, logger }: SignedInPagesOptions) {
  const rendered = new Set(files.paths);
  let rendering = 0;
  return async function render(
    ctx: Context,
    path: string,
    locale: Locale,
    origin: string,
  ): Promise<string | undefined> {
    if (!rendered.has(path) || rendering >= MOST_RENDERS_AT_ONCE) return undefined;
    rendering += 1;
    try {
      return await renderFor(ctx, path, locale, origin);
    } finally {
      rendering -= 1;
    }
  };

  async function renderFor(ctx: Context, path: string, locale: Locale, origin: string) {
    const read: typeof fetch = async (input) => {
      const { pathname, search } = new URL(String(input), 'http://puente.invalid');
      return readAs(ctx, `${pathname}${search}`);
    };
    try {
      const who = await read('/api/user');
      if (!who.ok) return undefined;
      const user = (await who.json()) as User;
      // The finder is a student's; a counselor or a parent who opens it gets the site as before.
      if (user.role !== 'student') return undefined;
      const loaded = await renderer();
      if (!loaded) return undefined;
      const page = await loaded.renderPage(ctx.url, locale, { fetch: read, origin, user });
      return template
        .replace('<html lang="en-GB"', `<html lang="${locale}"`)
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeHtml(page.title ?? 'Puente')}</title>`,
        )
        .replace('__PUENTE_CATALOGS__', page.catalogs.join(' '))
        .replace('__PUENTE_PAGE__</div>', () => `${page.html}</div>${page.reads ?? ''}`);
    } catch (error) {
      logger.error(`${path} in ${locale}, signed in, did not render`, error);
      return undefined;
    }
  }
}
