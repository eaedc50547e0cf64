import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = resolve(import.meta.dirname, '../../..');

/** Every `.css.ts` file under `dir`. */
function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

// vanilla-extract's compiler evaluates a `.css.ts` file with all it imports:
// one import of the ui kit's barrel ran its every component and Ark UI through
// it, 10 of the host build's 13.5 s (docs/history.md).
const ALLOWED = [/^@vanilla-extract\//, /^@puente\/ui\/theme$/, /^@puente\/ui\/styles$/, /\.css$/];

describe('style files', () => {
  it('import only other style modules, so the build evaluates no components for them', () => {
    const offending = [
      ...styleFiles(join(packages, 'host', 'src')),
      ...styleFiles(join(packages, 'ui', 'src')),
      ...styleFiles(join(packages, 'widgets', 'src')),
    ].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((source) => !ALLOWED.some((allowed) => allowed.test(source)))
        .map((source) => `${relative(packages, file)}: ${source}`),
    );
    expect(offending).toEqual([]);
  });
});
