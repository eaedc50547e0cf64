import { LOCALES, type Locale } from '@puente/core';
import type { Logger } from '../logger';
import type { ProgrammeCatalogue } from '../modules/programme/programme-catalogue';
import { escapeHtml, type PageMeta, withPageMeta } from './page-meta';
import type { Renderer } from './page-renderer';

export interface ProgrammePagesOptions {
  /** The host's renderer (page-renderer.ts). */
  renderer: () => Promise<Renderer | undefined>;
  /** The page, as read from its `file`. */
  template: string;
  catalogue: ProgrammeCatalogue;
  metaFor: (url: URL, locale: Locale) => Promise<PageMeta | null>;
  logger: Logger;
}

/** A rendered page and the version of the programme it shows (its answer's ETag). */
export interface RenderedProgrammePage {
  html: string;
  version: string;
}

/**
 * The site's address a page is rendered with (a valid one: the page makes URLs of it), written
 * out as the prerendered pages' placeholders (prerendered-pages.ts fills them for each address):
 * one render a programme and language, however many addresses the site is reached at.
 */
const RENDER_ORIGIN = 'https://puente-origin.invalid';
export const ORIGIN = '__PUENTE_ORIGIN__';
/** The same, where the page holds it URI-encoded (WhatsApp's message). */
export const ORIGIN_URI_ENCODED = '__PUENTE_ORIGIN_URI_ENCODED__';
const PROGRAMME_READ = /^\/api\/foundation-programs\/(\d{1,9})$/;

/**
 * A shared programme's page (`/programmes/:id`) as a signed-out visitor's
 * browser first draws it, rendered here by the host's own renderer (the tree
 * the browser then hydrates) from the catalogue this process holds: its
 * reads answered from the catalogue, and held in the page for the browser's
 * query cache.
 * Undefined for a programme not in the catalogue, or when the renderer
 * cannot be loaded or fails (the site's shell is sent then, as before).
 */
export function programmePages({
  renderer: loadRenderer,
  template,
  catalogue,
  metaFor,
  logger,
}: ProgrammePagesOptions) {
  // The page's API reads, answered as the public API would, without a request.
  const fromCatalogue: typeof fetch = async (input) => {
    const read = PROGRAMME_READ.exec(new URL(String(input), 'http://puente.invalid').pathname);
    const answer = read ? await catalogue.programme(Number(read[1])) : undefined;
    return answer
      ? new Response(new Uint8Array(answer.body), {
          headers: { 'Content-Type': 'application/json' },
        })
      : Response.json({ message: 'Not found' }, { status: 404 });
  };

  return async function render(
    id: number,
    locale: Locale,
    known?: string,
  ): Promise<RenderedProgrammePage | 'unchanged' | undefined> {
    const answer = await catalogue.programme(id);
    if (!answer) return undefined;
    if (answer.etag === known) return 'unchanged';
    const loaded = await loadRenderer();
    if (!loaded) return undefined;
    const path = `/programmes/${id}`;
    try {
      const [meta, page] = await Promise.all([
        metaFor(new URL(path, RENDER_ORIGIN), locale),
        loaded.renderPage(path, locale, { fetch: fromCatalogue, origin: RENDER_ORIGIN }),
      ]);
      if (!meta) return undefined;
      const { programName } = JSON.parse(answer.body.toString('utf8')) as { programName: string };
      const html = withPageMeta(template, meta, new URL(path, RENDER_ORIGIN), locale)
        // The tab's title as the screen sets it once hydrated (the preview's names the university too).
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeHtml(programName)} · Puente</title>`,
        )
        .replace('__PUENTE_CATALOGS__', page.catalogs.join(' '))
        .replace('</head>', `${languageLinks(path, locale)}\n  </head>`)
        .replace('__PUENTE_PAGE__</div>', () => `${page.html}</div>${page.reads ?? ''}`);
      return {
        html: html
          .replaceAll(RENDER_ORIGIN, ORIGIN)
          .replaceAll(encodeURIComponent(RENDER_ORIGIN), ORIGIN_URI_ENCODED),
        version: answer.etag,
      };
    } catch (error) {
      logger.error(`Programme ${id}'s page in ${locale} did not render`, error);
      return undefined;
    }
  };
}

/** The page's address in each language (`?lang=`), its canonical one the visitor's. */
function languageLinks(path: string, locale: Locale): string {
  const address = (lang?: Locale) => `${ORIGIN}${path}${lang ? `?lang=${lang}` : ''}`;
  return [
    `<link rel="canonical" href="${address(locale)}" />`,
    ...LOCALES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${address(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${address()}" />`,
  ].join('\n    ');
}
