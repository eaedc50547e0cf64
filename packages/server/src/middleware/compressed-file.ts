import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';

// Text worth compressing; images and fonts already are.
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.xml',
]);
const MIN_BYTES = 1024;
// Compressed copies kept per process; the built site is a few MB at most.
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

const cache = new Map<string, Buffer>();
let cachedBytes = 0;

/**
 * Swaps the file `koa-send` just put in the body for its Brotli or gzip
 * copy when the browser takes one. Each file is compressed once per process
 * (keyed by path, size and modification time) and kept in memory: Vite's
 * build leaves no precompressed twins, and sending 700 KB of JavaScript
 * uncompressed costs a phone on 4G seconds.
 */
export async function compressFileBody(ctx: Context, file: string): Promise<void> {
  if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || ctx.get('Accept-Encoding') === '') return;
  // Brotli whenever it is taken at all: browsers list gzip first but both with the same weight.
  const encoding =
    ctx.acceptsEncodings('br', 'identity') === 'br'
      ? 'br'
      : ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
        ? 'gzip'
        : undefined;
  if (!encoding) return;
  const { size, mtimeMs } = await stat(file);
  if (size < MIN_BYTES) return;
  const key = `${encoding}:${mtimeMs}:${size}:${file}`;
  let compressed = cache.get(key);
  if (!compressed) {
    const content = await readFile(file);
    compressed =
      encoding === 'br'
        ? brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
        : gzipSync(content, { level: 9 });
    if (cachedBytes + compressed.length > CACHE_LIMIT_BYTES) {
      cache.clear();
      cachedBytes = 0;
    }
    cache.set(key, compressed);
    cachedBytes += compressed.length;
  }
  const body = ctx.body as { destroy?: () => void } | null;
  body?.destroy?.();
  ctx.body = compressed;
  ctx.set('Content-Encoding', encoding);
  ctx.length = compressed.length;
}
