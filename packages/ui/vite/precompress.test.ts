import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('precompressFiles', () => {
  it('writes a .br and a .gz twin beside each text file that they make smaller, and nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'puente-precompress-'));
    const script = `export const text = ${JSON.stringify('Puente '.repeat(500))};`;
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, 'assets', 'index-A1.js'), script);
    await writeFile(join(dir, 'images.svg'), '<svg/>');
    await writeFile(join(dir, 'photo.png'), script);
    await writeFile(join(dir, '.vite', 'manifest.json'), script);

    await precompressFiles(dir);

    const twin = (file: string) => readFile(join(dir, file));
    expect(brotliDecompressSync(await twin('assets/index-A1.js.br')).toString()).toBe(script);
    expect(gunzipSync(await twin('assets/index-A1.js.gz')).toString()).toBe(script);
    for (const untouched of [
      'images.svg.br',
      'images.svg.gz',
      'photo.png.br',
      '.vite/manifest.json.br',
    ]) {
      expect(existsSync(join(dir, untouched)), untouched).toBe(false);
    }
  });
});
