import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, User } from '@puente/core';
import type { Logger } from '../logger';

/** Where the host's build put a page the server renders when asked, and the renderer (prerendered.json). */
export interface RenderedPageFiles {
  /** The page around it, with `__PUENTE_PAGE__` and `__PUENTE_CATALOGS__` to write. */
  file: string;
  /** The host's prerender entry (its src/prerender.tsx), built for Node. */
  renderer: string;
}

/** What the host's renderer (its src/prerender.tsx, built for Node) exports that the server uses. */
export interface Renderer {
  renderPage(
    address: string,
    locale: Locale,
    options: { fetch: typeof fetch; origin: string; user?: User },
  ): Promise<{ html: string; catalogs: string[]; reads?: string; title?: string }>;
}

/**
 * The host's renderer in `hostDist` (prerendered.json names it), imported the
 * first time a page is asked for; undefined when it cannot be loaded (logged
 * once: the site's shell is sent instead).
 */
export function pageRenderer(
  hostDist: string,
  file: string,
  logger: Logger,
): () => Promise<Renderer | undefined> {
  let renderer: Promise<Renderer | undefined> | undefined;
  return () => {
    renderer ??= import(pathToFileURL(join(hostDist, file)).href).then(
      (loaded: Renderer) => loaded,
      (error: unknown) => {
        logger.error('The page renderer did not load: the site is sent instead', error);
        return undefined;
      },
    );
    return renderer;
  };
}
