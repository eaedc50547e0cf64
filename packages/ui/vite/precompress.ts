import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Text worth compressing; images and fonts already are, and maps are never sent.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir` (relative paths), leaving out dot-folders such as `.vite/`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((file) => !file.split(/[\\/]/).some((part) => part.startsWith('.')));
}

/**
 * Writes a `.br` and a `.gz` twin beside every text file under `dir`, at the
 * best levels, when it is smaller than the file.
 */
export async function precompressFiles(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) =>
    COMPRESSIBLE.has(extname(file).toLowerCase()),
  );
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(join(dir, file));
      const twins = await Promise.all([
        gzipped(content, { level: 9 }).then((bytes) => ['gz', bytes] as const),
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }).then((bytes) => ['br', bytes] as const),
      ]);
      for (const [extension, bytes] of twins) {
        if (bytes.length < content.length)
          await writeFile(join(dir, `${file}.${extension}`), bytes);
      }
    }),
  );
}

/**
 * Precompresses the build's output (the public folder's files too), so the
 * server sends the twin the browser takes (koa-send picks it) and never
 * compresses on a request.
 */
export function precompress(): Plugin {
  return {
    name: 'puente:precompress',
    enforce: 'post',
    apply: 'build',
    async writeBundle({ dir }) {
      if (dir) await precompressFiles(dir);
    },
  };
}
