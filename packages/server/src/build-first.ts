import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './config';

/**
 * `--build-first` (what `pnpm start` at the repository's root passes): the
 * repository's `scripts/build.ts --if-changed` runs while the server loads its
 * modules and starts, migrates and seeds its database, so a fresh clone's
 * first start pays for the builds and the database side by side rather than
 * one after the other. Resolves once the build has succeeded; a signal while
 * it runs stops it, and the start fails.
 */
export function buildFirst(script = join(repoRoot, 'scripts', 'build.ts')): Promise<void> {
  const build = spawn(process.execPath, [script, '--if-changed'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const stop = () => build.kill('SIGTERM');
  // (Exiting too: a database that could not start ends the start, and the build with it.)
  process.once('SIGTERM', stop).once('SIGINT', stop).once('exit', stop);
  return new Promise<void>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop).off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`the build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
