import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFirst } from './build-first';

/** A stand-in for scripts/build.ts that records its arguments and exits with `code`. */
function buildScript(code: number) {
  const dir = mkdtempSync(join(tmpdir(), 'build-first-'));
  const script = join(dir, 'build.js');
  writeFileSync(
    script,
    `require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'args'))}, process.argv.slice(2).join(' '));
process.exit(${code});`,
  );
  return { script, args: () => readFileSync(join(dir, 'args'), 'utf8') };
}

describe('buildFirst', () => {
  it('resolves once the build has succeeded, building only what changed', async () => {
    const build = buildScript(0);
    await expect(buildFirst(build.script)).resolves.toBeUndefined();
    expect(build.args()).toBe('--if-changed');
  });

  it('fails the start when the build fails', async () => {
    await expect(buildFirst(buildScript(3).script)).rejects.toThrow(
      'the build failed (exit code 3)',
    );
  });

  it('leaves no signal handler behind once the build is over', async () => {
    const before = process.listenerCount('SIGTERM');
    await buildFirst(buildScript(0).script);
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
