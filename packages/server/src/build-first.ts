import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './config';

/**
 * `--build-first` (what `pnpm start` at the repository's root passes): the
 * repository's `scripts/build.ts --if-changed --site-first` runs while the
 * server loads its modules and starts, migrates and seeds its database.
 * Resolves once the site is built (or nothing needed building): the server
 * serves it then, while the widgets finish building (their routes answer 404
 * until they have). A failed site build fails the start; a failed widgets
 * build afterwards is `onLaterFailure`'s to report. A signal stops the build.
 */
export function buildFirst(
  onLaterFailure: (error: Error) => void,
  script = join(repoRoot, 'scripts', 'build.ts'),
): Promise<void> {
  const build = spawn(process.execPath, [script, '--if-changed', '--site-first'], {
    cwd: repoRoot,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  let stopped = false;
  const stop = () => {
    stopped = true;
    build.kill('SIGTERM');
  };
  // (Exiting too: a database that could not start ends the start, and the build with it.)
  process.once('SIGTERM', stop).once('SIGINT', stop).once('exit', stop);
  return new Promise<void>((resolve, reject) => {
    let siteBuilt = false;
    build.on('message', (message) => {
      if (message !== 'site-built') return;
      siteBuilt = true;
      resolve();
    });
    build.once('error', reject);
    build.once('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop).off('exit', stop);
      if (code === 0) return resolve();
      const error = new Error(`the build failed (${signal ?? `exit code ${code}`})`);
      if (!siteBuilt) reject(error);
      else if (!stopped) onLaterFailure(error);
    });
  });
}
