import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new folder in the system's temporary one holding `files` (path → content), as a build writes them. */
export async function writeBuiltFiles(
  prefix: string,
  files: Record<string, string | Buffer>,
): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(join(dist, file, '..'), { recursive: true });
    await writeFile(join(dist, file), content);
  }
  return dist;
}
