import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL for the whole run; each test file gets its own database in it.
    globalSetup: ['test/global-setup.ts'],
    // Files share nothing but the PostgreSQL server (each makes its own app and
    // database), so a worker can run one file after another without starting afresh.
    isolate: false,
    // As `pnpm start` runs the server (package.json; docs/performance.md).
    execArgv: ['--experimental-async-context-frame'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
