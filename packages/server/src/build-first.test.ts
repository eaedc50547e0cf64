import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildFirst } from './build-first';

/**
 * A stand-in for scripts/build.ts: records its arguments, then runs `steps`
 * (`site-built`: tells the server; `wait`: 300 ms; `exit N`).
 */
function buildScript(...steps: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'build-first-'));
  const script = join(dir, 'build.js');
  const args = join(dir, 'args');
  const run = steps
    .map((step) =>
      step === 'site-built'
        ? "await new Promise((done) => process.send('site-built', done));"
        : step === 'wait'
          ? 'await new Promise((done) => setTimeout(done, 300));'
          : `process.exit(${step.split(' ')[1]});`,
    )
    .join('\n');
  writeFileSync(
    script,
    `require('node:fs').writeFileSync(${JSON.stringify(args)}, process.argv.slice(2).join(' '));
(async () => {
${run}
})();`,
  );
  return { script, args: () => readFileSync(args, 'utf8') };
}

describe('buildFirst', () => {
  it('serves once the site is built, while the widgets go on building', async () => {
    const build = buildScript('site-built', 'wait', 'exit 0');
    const onLaterFailure = vi.fn();
    const started = performance.now();
    await buildFirst(onLaterFailure, build.script);
    // Well before the stand-in's widgets are done (300 ms).
    expect(performance.now() - started).toBeLessThan(300);
    expect(build.args()).toBe('--if-changed --site-first');
  });

  it('serves when nothing needed building', async () => {
    await expect(buildFirst(vi.fn(), buildScript('exit 0').script)).resolves.toBeUndefined();
  });

  it('fails the start when the site could not be built', async () => {
    await expect(buildFirst(vi.fn(), buildScript('exit 3').script)).rejects.toThrow(
      'the build failed (exit code 3)',
    );
  });

  it('reports the widgets failing after the site is served, and leaves no signal handler behind', async () => {
    // Only its own: another file's server, stopping in this worker meanwhile, may drop one of its own.
    const before = process.listeners('SIGTERM');
    const onLaterFailure = vi.fn();
    await buildFirst(onLaterFailure, buildScript('site-built', 'exit 2').script);
    await vi.waitFor(() =>
      expect(onLaterFailure).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'the build failed (exit code 2)' }),
      ),
    );
    expect(process.listeners('SIGTERM').filter((listener) => !before.includes(listener))).toEqual(
      [],
    );
  });
});
