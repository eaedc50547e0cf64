import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript a first visit to the host downloads before anything else. */
export interface InitialJavaScript {
  files: { path: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
}

/**
 * Reads the built host's `index.html` and adds up the scripts it loads at
 * once: module scripts and `modulepreload` links (lazy route chunks are not
 * counted). Sizes are gzip at level 9, as a server precompressing would send.
 */
export async function initialJavaScript(hostDist: string): Promise<InitialJavaScript> {
  const html = await readFile(join(hostDist, 'index.html'), 'utf8');
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = /^<script\b/.test(tag) && /\btype=["']?module/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload/.test(tag);
    const url = /\b(?:src|href)=["']?([^"' >]+)/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) paths.add(url);
  }
  const files = await Promise.all(
    [...paths].map(async (path) => {
      const content = await readFile(join(hostDist, path.replace(/^\//, '')));
      return { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    }),
  );
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
