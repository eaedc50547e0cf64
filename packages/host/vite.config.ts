import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API the dev server forwards `/api` to; `pnpm --filter @puente/server dev` listens there. */
const apiTarget = process.env.PUENTE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The workspace's sources run nothing on import but their styles (as the
        // widgets build says too), so a barrel import keeps only what is used and
        // each route's chunk holds only the widgets it renders.
        moduleSideEffects: [
          { test: /\.css(\?.*)?$/, sideEffects: true },
          { test: /\.element\.ts$/, sideEffects: true },
          { test: /[\\/]packages[\\/](widgets|core)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // React and the router change rarely: their own chunk stays cached across releases.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
