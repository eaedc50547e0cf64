import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** What `pnpm build` left in dist/ (scripts/prerender.ts): the server allows exactly these. */
const dist = join(import.meta.dirname, '..', 'dist');
const manifestFile = join(dist, 'prerendered.json');

interface Manifest {
  scriptHashes: string[];
  styleHashes: string[];
  pages: { path: string; files: Record<string, string> }[];
  programmePage: { file: string; renderer: string };
  signedInPages: { file: string; renderer: string; paths: string[] };
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
/** The code of every script the page runs inline (not JSON data, not a file). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => code,
  );

describe("the prerender's manifest, which the server's CSP is made from", () => {
  it('exists: the unit tests run after `pnpm build`', () => {
    expect(existsSync(manifestFile), `no ${manifestFile}: run \`pnpm build\` first`).toBe(true);
  });

  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : undefined;
  const files = manifest
    ? [
        ...manifest.pages.flatMap(({ files: byLocale }) => Object.values(byLocale)),
        manifest.programmePage.file,
        manifest.signedInPages.file,
      ]
    : [];

  it.each(files)('allows every inline script of %s, and no more than there are', (file) => {
    const scripts = inlineScripts(readFileSync(join(dist, file), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(manifest?.scriptHashes).toContain(sha256(script));
    // One hash a script: a hash per character once made a 49 kB header no browser took.
    expect(manifest?.scriptHashes.length).toBeLessThanOrEqual(4);
  });

  it('names a renderer and the student screens it draws for their student', () => {
    expect(existsSync(join(dist, manifest?.programmePage.renderer ?? 'none'))).toBe(true);
    expect(existsSync(join(dist, manifest?.signedInPages.renderer ?? 'none'))).toBe(true);
    expect(manifest?.signedInPages.paths).toEqual(['/foundation-programs']);
  });
});
