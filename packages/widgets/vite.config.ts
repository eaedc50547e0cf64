import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineCssForShadowRoots } from './vite/plugins.ts';

/**
 * The custom-element library: `dist/elements.js` registers every element,
 * `dist/puente-<feature>.js` one element, and React lives in one shared chunk
 * however many of them a page loads.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), inlineCssForShadowRoots()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    cssCodeSplit: false,
    copyPublicDir: false,
    lib: {
      formats: ['es'],
      entry: {
        elements: 'src/elements.ts',
        'puente-waitlist': 'src/waitlist/waitlist.element.ts',
        'puente-programme-finder': 'src/programme-finder/programme-finder.element.ts',
      },
    },
    rolldownOptions: {
      output: {
        // Vite keeps whitespace in ES libraries for later bundlers; these files go to browsers as they are.
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
