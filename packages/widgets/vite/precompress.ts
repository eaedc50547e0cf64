import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a `.br` and a `.gz` twin beside every JavaScript file, at the best
 * levels, so the server sends the compressed bytes without compressing on
 * each request (koa-send picks the twin the browser accepts).
 */
export function precompress(): Plugin {
  return {
    name: 'puente:precompress',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.gz`,
          source: gzipSync(file.code, { level: 9 }),
        });
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.br`,
          source: brotliCompressSync(file.code, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        });
      }
    },
  };
}
