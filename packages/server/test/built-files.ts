import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './utils';

/**
 * A new folder in the system's temporary one holding `files` (path → content),
 * as a build writes them, for a whole test file: written as the file loads,
 * removed after its last test.
 */
export async function writeBuiltFiles(
  prefix: string,
  files: Record<string, string | Buffer>,
): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), prefix));
  afterAll(() => rm(dist, { recursive: true, force: true }));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dist, file, '..'), { recursive: true });
    await writeFile(join(dist, file), content);
  }
  return dist;
}

/**
 * `startTestApp` serving `files` as the host's build (and no widgets), at
 * https://puente.example unless `config` says otherwise.
 */
export async function startTestSite(
  prefix: string,
  files: Record<string, string>,
  config: TestAppOptions['config'] = {},
): Promise<TestApp> {
  const dist = await writeBuiltFiles(prefix, files);
  return startTestApp({
    config: {
      hostDist: dist,
      widgetsDist: join(dist, 'none'),
      publicUrl: 'https://puente.example',
      ...config,
    },
  });
}
