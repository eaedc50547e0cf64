import { defineProject, type ViteUserConfig } from 'vitest/config';

/**
 * Files that time the machine itself (a class's hashes against the queue's wait limit): they run
 * after the rest, alone, as `vitest.alone.config.ts`, not beside files that keep the cores busy.
 */
export const ALONE = ['test/class-sign-in.test.ts'];

export const serverTest = {
  environment: 'node',
  // One PostgreSQL for the whole run; each test file gets its own database in it.
  globalSetup: ['test/global-setup.ts'],
  // Files share nothing but the PostgreSQL server (each makes its own app and
  // database), so a worker can run one file after another without starting afresh.
  isolate: false,
  // As `pnpm start` runs the server (package.json; docs/performance.md).
  execArgv: ['--experimental-async-context-frame'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies ViteUserConfig['test'];

export default defineProject({
  test: {
    name: 'server',
    ...serverTest,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ALONE,
  },
});
