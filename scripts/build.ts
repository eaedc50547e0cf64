/**
 * `pnpm build`: builds the widgets and the host site, then records a content
 * hash of each one's inputs in its `dist/.build-inputs`.
 * `pnpm build --if-changed` (what `pnpm start` runs) builds only a package
 * whose inputs differ from the hash its `dist` records: a second start with
 * nothing changed builds nothing. The message catalogs are compiled first
 * (scripts/i18n.ts).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.build-inputs';
// Never inputs: what builds and tests write, and the installed dependencies (the lockfile stands for them).
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  '.vite',
  '.prerender',
]);
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'tsconfig.json'];

/** A package the build makes, and the source folders its output depends on. */
interface Target {
  name: string;
  dir: string;
  inputs: string[];
}

const TARGETS: Target[] = [
  {
    name: '@puente/widgets',
    dir: 'packages/widgets',
    inputs: ['packages/core', 'packages/ui', 'packages/widgets'],
  },
  {
    name: '@puente/host',
    dir: 'packages/host',
    inputs: ['packages/core', 'packages/ui', 'packages/widgets', 'packages/host'],
  },
];

/** The files under `dir` (relative to the repository), sorted, without build output. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push(relative(root, full));
    }
  };
  walk(join(root, dir));
  return found.sort();
}

/** SHA-256 of the Node version, the root files and every input file's path and content. */
function inputsHash(target: Target): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of [...ROOT_INPUTS, ...target.inputs.flatMap(filesUnder)]) {
    hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

function recorded(target: Target): string | undefined {
  const stamp = join(root, target.dir, 'dist', STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
}

// The message catalogs compile from their `.po` files first: they are inputs of both bundles.
const compiled = spawnSync(process.execPath, [join(root, 'scripts', 'i18n.ts'), '--compile'], {
  cwd: root,
  stdio: 'inherit',
});
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const ifChanged = process.argv.includes('--if-changed');
const hashes = new Map(TARGETS.map((target) => [target, inputsHash(target)]));
const due = TARGETS.filter((target) => !ifChanged || recorded(target) !== hashes.get(target));

if (due.length === 0) {
  console.log('build: widgets and host unchanged since their last build, nothing to do');
} else {
  // pnpm runs this script, so `npm_execpath` is the very pnpm that started it.
  const pnpm = process.env.npm_execpath ?? 'pnpm';
  const filters = due.flatMap((target) => ['--filter', target.name]);
  // Side by side: the host bundles the widgets' sources, not their build, so it need not wait.
  const built = spawnSync(pnpm, [...filters, '--parallel', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  for (const target of due) {
    writeFileSync(join(root, target.dir, 'dist', STAMP), `${hashes.get(target)}\n`);
  }
}
