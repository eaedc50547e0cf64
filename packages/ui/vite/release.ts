import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** What `dist/release.json` says of a build; the server and /embed read it. */
export interface Release {
  /** The element API's version (`package.json`), e.g. `1.0.0`; its major is the moving URL `/widgets/v1/`. */
  version: string;
  /** The exact build, e.g. `1.0.0-3f2a9c1b`: the version and a hash of every file's code. Its URL `/widgets/<build>/` never changes. */
  build: string;
  /** Subresource Integrity of the loader at the exact build's URL. */
  loaderIntegrity: string;
}

export const RELEASE_FILE = 'release.json';

/**
 * Names the build and hashes its loader: emits `release.json` and prints the
 * URLs a school can use, the moving major version and the pinned build with
 * its `integrity`.
 */
export function release(version: string): Plugin {
  let summary = '';
  return {
    name: 'puente:release',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .flatMap((file) => (file.type === 'chunk' ? [file] : []))
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const content = createHash('sha256');
      for (const chunk of chunks) content.update(chunk.fileName).update('\0').update(chunk.code);
      const loader = chunks.find((chunk) => chunk.isEntry && chunk.name === 'loader');
      if (!loader) return this.error('No loader entry to hash.');
      const built: Release = {
        version,
        build: `${version}-${content.digest('hex').slice(0, 8)}`,
        loaderIntegrity: `sha384-${createHash('sha384').update(loader.code).digest('base64')}`,
      };
      this.emitFile({
        type: 'asset',
        fileName: RELEASE_FILE,
        source: `${JSON.stringify(built, null, 2)}\n`,
      });
      const major = version.split('.')[0];
      summary = [
        `Puente widgets ${built.build}`,
        `  moving:  /widgets/v${major}/loader.js`,
        `  pinned:  /widgets/${built.build}/loader.js integrity="${built.loaderIntegrity}"`,
      ].join('\n');
    },
    closeBundle() {
      if (summary) console.log(summary);
    },
  };
}
