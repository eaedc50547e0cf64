import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'scripts'],
    // A worker a core: Vitest's default leaves one core idle, which on a 2-core CI machine
    // halves the run (the suite waits on PostgreSQL and timers as much as on the CPU).
    maxWorkers: '100%',
  },
});
