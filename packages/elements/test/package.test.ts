import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPackage } from '../scripts/check-package.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('@puente/elements as a school’s developer installs it', () => {
  it.each([
    ['React 19', '@types/react'],
    ['React 18', '@types/react-18'],
  ] as const)(
    'packs, installs into a fresh TypeScript + %s project, type-checks its events and wrappers and builds it with Vite',
    (_react, reactTypes) => {
      const { ok, output } = checkPackage(reactTypes);
      expect(output).toBe('');
      expect(ok).toBe(true);
    },
    120_000,
  );

  it('exports every element of the manifest, with its types and a React wrapper', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'custom-elements.json'), 'utf8'));
    const tags: string[] = manifest.modules.flatMap(
      (module: { declarations?: { tagName?: string }[] }) =>
        (module.declarations ?? []).flatMap(({ tagName }) => (tagName ? [tagName] : [])),
    );
    const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const types = readFileSync(join(packageDir, 'types', 'index.d.ts'), 'utf8');
    const react = readFileSync(join(packageDir, 'react', 'index.js'), 'utf8');
    expect(tags.length).toBeGreaterThan(5);
    for (const tag of tags) {
      expect(exports[`./${tag}`]).toEqual({
        types: './types/index.d.ts',
        default: `./dist/${tag}.js`,
      });
      expect(types).toContain(`'${tag}': `);
      expect(react).toContain(`tagName: '${tag}'`);
    }
    // The wrappers are modules a bundler can read.
    execFileSync(process.execPath, ['--check', join(packageDir, 'react', 'index.js')]);
  });
});
