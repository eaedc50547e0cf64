import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `index.ts` is what the other packages (and the stories, e2e and scripts)
 * take from core, nothing more: a name nobody outside core imports is not
 * exported. Core's own folders import each other by path, never through the
 * index.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const indexPath = join(here, '..', 'src', 'index.ts');
const coreDir = join(root, 'packages', 'core');
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'test-results']);
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx)$/;

/** Every source file of the repository outside core. */
function sourcesOutsideCore(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name) || path === coreDir) return [];
      return sourcesOutsideCore(path);
    }
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The names in `{ a, type B, c as d }`: `side` picks a renamed one's original or new name. */
function namesIn(list: string, side: 'original' | 'local'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [original, local] = part.split(/\s+as\s+/);
      return (side === 'local' ? (local ?? original) : original) ?? part;
    });
}

/** Names `index.ts` exports. */
function exportedNames(): string[] {
  const index = readFileSync(indexPath, 'utf8');
  const statements = index.match(/^export\b/gm) ?? [];
  const lists = [...index.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from/g)];
  if (lists.length !== statements.length) {
    throw new Error('index.ts: every export is `export { … } from` or `export type { … } from`');
  }
  return lists.flatMap(([, list]) => namesIn(list ?? '', 'local'));
}

/** Names imported (or re-exported) from '@puente/core' outside core. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  const importFromCore =
    /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@puente\/core['"]/g;
  for (const file of sourcesOutsideCore()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@puente/core')) continue;
    if (
      /import\s*\*\s*as\s+\w+\s+from\s*['"]@puente\/core['"]|import\(\s*['"]@puente\/core['"]/.test(
        text,
      )
    ) {
      throw new Error(
        `${file} imports core whole: name what it takes, so the index can be checked`,
      );
    }
    for (const [, list] of text.matchAll(importFromCore)) {
      for (const name of namesIn(list ?? '', 'original')) names.add(name);
    }
  }
  return names;
}

describe("core's index", () => {
  it('exports only what another package imports', () => {
    const imported = importedNames();
    expect(imported.size).toBeGreaterThan(100);
    expect(exportedNames().filter((name) => !imported.has(name))).toEqual([]);
  });

  it('exports each name once', () => {
    const names = exportedNames();
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
