import { fileURLToPath } from 'node:url';
import { precompress } from '@puente/ui/vite-plugins';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API the dev server forwards `/api` to; `pnpm --filter @puente/server dev` listens there. */
const apiTarget = process.env.PUENTE_API_URL ?? 'http://localhost:3000';

/**
 * `src/preload.ts` as an entry of its own, its script placed before the
 * site's: it starts fetching the chunks of the screen being opened while
 * React and the router are still downloading (in one entry with main.tsx it
 * would wait for them). The build only; the dev server loads modules as asked.
 */
function preloadScreenScript(): Plugin {
  return {
    name: 'puente:preload-screen-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'preload',
        );
        if (!entry) throw new Error('the build has no preload entry (src/preload.ts)');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${entry.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * The prerender's build (`vite build --ssr src/prerender.tsx`, run by
 * scripts/prerender.ts): the workspace's sources bundled for Node, with the
 * class names the site's build gives them; libraries stay in node_modules.
 * Its entry reaches only the public pages' screens (src/app/prerender-routes.ts).
 */
const prerenderBuild = defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  ssr: { noExternal: [/^@puente\//] },
  build: {
    outDir: '.prerender',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    reportCompressedSize: false,
  },
  // The site's build copies public/ into dist; Node needs none of it.
  publicDir: false,
  logLevel: 'warn',
});

const siteBuild = defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadScreenScript(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps hold the full source text; dist is what the server sends to browsers.
    sourcemap: false,
    // `pnpm size` and the bench measure what is sent; the per-file report is only time here.
    reportCompressedSize: false,
    // One stylesheet for the site (12 KB gzip), cached across screens: split
    // by chunk it was half a dozen more requests on every first visit.
    cssCodeSplit: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        preload: fileURLToPath(new URL('src/preload.ts', import.meta.url)),
      },
      treeshake: {
        // The workspace's sources run nothing on import but their styles (as the
        // widgets build says too), so a barrel import keeps only what is used and
        // each route's chunk holds only the widgets it renders.
        moduleSideEffects: [
          { test: /\.css(\?.*)?$/, sideEffects: true },
          { test: /\.element\.ts$/, sideEffects: true },
          { test: /[\\/]packages[\\/](ui|widgets|core)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // Left alone, the ui kit's many small shared modules become dozens of
          // sub-kilobyte chunks a screen waits for one request at a time; a
          // slow phone pays a round trip each. These groups keep a first visit
          // to a few files, each screen still bringing only its own code.
          groups: [
            {
              // A first visit in Spanish: the shell's catalogs (SHELL_CATALOGS), the
              // widgets kit's and /auth's, in one request that preload.ts starts
              // at once, rather than eight after the page has rendered.
              name: 'es-MX-shell',
              test: /packages[\\/](host[\\/]src([\\/]features[\\/]auth)?|ui[\\/]src|core[\\/]src[\\/](domain|schemas|api)|core[\\/]src[\\/]locales[\\/]choosing)[\\/](locales[\\/])?es-MX\.ts$/,
              priority: 7,
            },
            {
              // React and the router change rarely: their own chunk stays cached across releases.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 6,
            },
            {
              // src/preload.ts and what it needs: nothing else may come before it.
              name: 'preload',
              test: /src[\\/](preload|app[\\/](route-modules|public-screens|screen-reads)|config[\\/]paths)\.ts$|core[\\/]src[\\/]api[\\/]|preload-helper/,
              priority: 5,
            },
            // The first paint (the fallback, the theme, the session): one file.
            { name: 'shell', tags: ['$initial'], priority: 4 },
            {
              // What every screen's ui stands on: Ark and Zag's core, the icons'
              // base, the widgets' providers and theme.
              name: 'ui-base',
              test: new RegExp(
                [
                  String.raw`node_modules[\\/]@zag-js[\\/](core|utils|dom-query|types|anatomy|react|focus-visible|presence)[\\/]`,
                  String.raw`node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/](presence|portal))[\\/]`,
                  String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|context|Icon|createLucideIcon|defaultAttributes)`,
                  // (not the providers' TanStack Query parts: /auth has none)
                  String.raw`packages[\\/]ui[\\/]src[\\/](providers[\\/](?![\w-]*query)|theme[\\/])`,
                  // (the host's parts /auth shares with the page frame)
                  String.raw`packages[\\/]host[\\/]src[\\/]components[\\/](placeholder-link|button-link|layouts[\\/]theme-toggle)`,
                ].join('|'),
              ),
              priority: 3,
            },
            {
              // Every lucide icon the site draws, ~6 KB gzip: one request rather than one an icon.
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              priority: 3,
            },
            {
              // What the kit's deferred behaviours (select, menu, tooltip) share
              // with the screens: Zag's dismissable layer and positioning, Ark's
              // field contexts. Left to the last groups, they went with the
              // finder, and opening a select or the avatar menu anywhere
              // fetched the finder's chunk.
              name: 'overlays',
              test: /node_modules[\\/](@zag-js[\\/](dismissable|interact-outside|popper)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](field|fieldset))[\\/]/,
              priority: 2,
            },
            {
              // TanStack Query: every screen but /auth (its context, a few lines
              // the widgets' provider imports, goes with ui-base).
              name: 'queries',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 2,
            },
            {
              // Libraries, ui kit parts and core rules five or more screens share.
              // Not the state machines (Zag and Ark components, Floating UI, the
              // Dialog and Progress parts) nor TanStack Query: they go with the
              // screens that use them, so /auth does not download the dialogs.
              name: 'common',
              test: /node_modules[\\/](?!\.pnpm[\\/])(?!@tanstack|@floating-ui|@zag-js[\\/](?!auto-resize)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](?!field))|packages[\\/]ui[\\/]src[\\/]kit[\\/](?!dialog|progress)|packages[\\/]core[\\/]src[\\/]/,
              minShareCount: 5,
              priority: 1,
            },
            // Last, and with what they import that no group above took: the parts
            // of a signed-in screen, a file each, so a first visit to one is a
            // few requests rather than a dozen (Lighthouse's slow 4G gives each
            // request in flight an equal share of the bandwidth, so a dozen
            // small ones held React back).
            {
              // The page frame and the reads every student screen starts with
              // (not the avatar menu's behaviour: it arrives once the page is idle).
              name: 'site',
              test: /packages[\\/]host[\\/]src[\\/](app[\\/](site-queries|query-client)|components[\\/]layouts[\\/](?!avatar-menu-behaviour))|packages[\\/]widgets[\\/]src[\\/](student-info[\\/]use-student-info|selected-programmes[\\/]use-selected-programmes)/,
              priority: 0,
            },
            {
              // The programme finder with its results (the host shows them at once).
              name: 'finder',
              test: /packages[\\/]widgets[\\/]src[\\/]programme-finder[\\/]/,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : siteBuild));
