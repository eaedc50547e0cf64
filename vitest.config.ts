import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `server:alone` runs after the rest (its `sequence.groupOrder`): it times the machine.
    projects: ['packages/*', 'packages/server/vitest.alone.config.ts', 'scripts'],
  },
});
