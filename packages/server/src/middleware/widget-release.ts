import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `release.json` of the widgets build (written by the widgets' `vite/release.ts`). */
export interface WidgetRelease {
  /** The element API's version, e.g. `1.0.0`. */
  version: string;
  /** The exact build, e.g. `1.0.0-3f2a9c1b`. */
  build: string;
  loaderIntegrity: string;
}

/** A file of the widgets build that a URL under `/widgets/` names. */
export interface WidgetFile {
  /** Path inside the build, starting with `/`. */
  file: string;
  /** Named by its exact build, so it can never change: cached for good. */
  pinned: boolean;
}

const VERSIONED = /^(v\d+|\d+\.\d+\.\d+-[0-9a-f]{8})\/(.*)$/;

/**
 * Maps the part of a widget URL after `/widgets/` to a file of the current
 * build: `v<major>/…` (the major version, updated in place), `<build>/…` (one
 * exact build, never changed) and the unversioned `…` of the first embeds.
 * Another version's URL names nothing this server has: undefined.
 */
export function widgetFile(
  path: string,
  release: WidgetRelease | undefined,
): WidgetFile | undefined {
  const versioned = VERSIONED.exec(path);
  if (!versioned) return { file: `/${path}`, pinned: false };
  const [, version, rest = ''] = versioned;
  if (!release) return undefined;
  if (version === `v${release.version.split('.')[0]}`) return { file: `/${rest}`, pinned: false };
  if (version === release.build) return { file: `/${rest}`, pinned: true };
  return undefined;
}

/**
 * Reads `release.json` from the widgets build, again only when the file
 * changed (a rebuild while the server runs); undefined without a build.
 */
export function widgetReleaseReader(widgetsDist: string): () => WidgetRelease | undefined {
  const file = join(widgetsDist, 'release.json');
  let read: { modified: number; release: WidgetRelease } | undefined;
  return () => {
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (read?.modified !== modified) {
      read = { modified, release: JSON.parse(readFileSync(file, 'utf8')) as WidgetRelease };
    }
    return read.release;
  };
}
