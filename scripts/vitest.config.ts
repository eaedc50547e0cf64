import { defineProject } from 'vitest/config';

// The repository's own scripts (scripts/i18n.ts's catalog check).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['*.test.ts'] },
});
