import { defineConfig } from '@playwright/test';

/**
 * `pnpm test:stories`: the built Storybook in Debian's Chromium, every story
 * in English (rendered, its play passing) and in Mexican Spanish (rendered,
 * no English message that has a translation). It needs no Puente server: the
 * stories answer from their own mock API.
 */
export default defineConfig({
  testDir: './e2e/storybook',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    browserName: 'chromium',
    // A theme switch between stories fades a button's colours for 120 ms, and axe measuring
    // mid-fade sees a contrast no one reads; the kit drops its transitions for reduced motion.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
});
