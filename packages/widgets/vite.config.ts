import { dirname, resolve } from 'node:path';
import {
  classicScript,
  elementChunkGroups,
  elementRegistry,
  findElementSources,
  inlineCssForShadowRoots,
  precompress,
  recordElementGraph,
  release,
} from '@puente/ui/vite-plugins';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const elements = findElementSources(import.meta.dirname);
const features = new Map(elements.map(({ tagName, path }) => [tagName, dirname(path).slice(4)]));
/** Which elements include each module, recorded by the first build (`--mode graph`) for the second's chunks. */
const ELEMENT_GRAPH = `${import.meta.dirname}/node_modules/.cache/puente/element-graph.json`;
/**
 * What an element imports lazily but shows as its content, so it comes with
 * the element's code: the finder's results and its query cache (without
 * them, a round trip after the code before the programmes show).
 */
const FIRST_CONTENT = [
  'src/programme-finder/programme-results.tsx',
  'src/programme-finder/finder-choices.tsx',
  '../ui/src/providers/own-query-client.tsx',
].map((path) => resolve(import.meta.dirname, path));

/**
 * The custom-element library, every `src/<feature>/<feature>.element.ts` found
 * on its own:
 * - `dist/loader.js`: the one script a school includes (a plain script);
 *   defines each element when it comes near the viewport (no React inside);
 * - `dist/<tag>.js`: one element, e.g. `dist/puente-waitlist.js`;
 * - `dist/elements.js`: every element at once;
 * - `dist/chunks/`: React in one chunk, each element's own code in one, and
 *   what elements share in others, loaded once however many elements a page
 *   holds (`vite/element-chunks.ts`: `vite build --mode graph` first records
 *   which elements use each module);
 * - `dist/release.json`: the element API version, the exact build and the
 *   loader's integrity hash (the server serves `/widgets/v1/` and
 *   `/widgets/<build>/` from it).
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    elementRegistry(() => elements),
    inlineCssForShadowRoots(),
    ...(mode === 'graph'
      ? [recordElementGraph(ELEMENT_GRAPH, (name) => features.get(name), FIRST_CONTENT)]
      : [classicScript('loader'), release(packageJson.version), precompress()]),
  ],
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    // src/elements/element-styles.ts: the registry stands in for the page's stylesheets.
    'import.meta.env.PUENTE_LIBRARY': 'true',
  },
  resolve: {
    alias: {
      'use-sync-external-store/shim': `${import.meta.dirname}/../ui/vite/use-sync-external-store.ts`,
    },
  },
  build: {
    outDir: mode === 'graph' ? 'node_modules/.cache/puente/graph-build' : 'dist',
    emptyOutDir: true,
    // The graph build's bundle is read, never written.
    write: mode !== 'graph',
    target: 'es2022',
    minify: true,
    // `pnpm size` measures the library; the per-file report is only time here.
    reportCompressedSize: false,
    sourcemap: false,
    cssCodeSplit: true,
    copyPublicDir: false,
    // `.vite/manifest.json`: which chunks each entry imports, for `pnpm size`.
    manifest: true,
    lib: {
      formats: ['es'],
      entry: {
        loader: '../ui/src/loader/loader.ts',
        elements: 'src/elements.ts',
        ...Object.fromEntries(elements.map(({ tagName, path }) => [tagName, path])),
      },
    },
    rolldownOptions: {
      treeshake: {
        // Our sources run nothing on import except element modules (they define
        // their tag) and styles, so an element keeps only the code it uses.
        moduleSideEffects: [
          { test: /\.css(\?.*)?$/, sideEffects: true },
          { test: /\.element\.ts$/, sideEffects: true },
          {
            test: /[\\/](widgets[\\/]src[\\/]elements|ui[\\/]src[\\/]loader[\\/]loader)\.ts$/,
            sideEffects: true,
          },
          { test: /[\\/]packages[\\/](ui|widgets|core)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Vite keeps whitespace and tree-shaking hints (`/* @__PURE__ */`) in ES libraries for later
        // bundlers; these files go to browsers as they are.
        minify: true,
        comments: false,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups:
            mode === 'graph'
              ? [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/ }]
              : elementChunkGroups(ELEMENT_GRAPH, elements.length),
        },
      },
    },
  },
}));
