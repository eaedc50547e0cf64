import { defineConfig } from '@playwright/test';
import { PUENTE_URL, SCHOOL_SITE_URL } from './e2e/support/urls';

/**
 * Journeys in Debian's Chromium against the real server (embedded PostgreSQL,
 * built site and widgets) and a "school site" on another origin.
 */
export default defineConfig({
  testDir: './e2e',
  // Two spec files at a time, each file's tests in order: the journeys share one server and
  // database, so a new spec must not assert on data another file changes (counts of the
  // demo school's students, say). About 0.55 of the one-worker run's time.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: PUENTE_URL,
    // A trace records every step of every test, to keep the failing ones: about a sixth of the
    // run's time. CI keeps only its log, so there it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'pnpm exec tsx e2e/support/serve.ts',
    url: `${PUENTE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
  metadata: { schoolSite: SCHOOL_SITE_URL },
});
