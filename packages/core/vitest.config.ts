import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    // Pure functions, and the files that fake timers restore them: a worker runs one file after
    // another without importing core afresh for each (73 files: 13 s alone, 5 s so).
    isolate: false,
  },
});
