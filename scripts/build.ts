/**
 * `pnpm build`: builds the widgets and the host site, then records a content
 * hash of each one's inputs in its `dist/.build-inputs`.
 * `pnpm build --if-changed` builds only a package
 * whose inputs differ from the hash its `dist` records: a second start with
 * nothing changed builds nothing. The message catalogs are compiled first
 * (scripts/i18n.ts); with `--if-changed`, only when a file of a `locales`
 * folder, or what compiles them, differs from the last compile's hash.
 * `--site-first` (what `pnpm start` adds, run by the server:
 * packages/server/src/build-first.ts) builds the host first and tells the
 * server, which serves the site at once; the widgets, which no page of the
 * site needs to draw, build after it (their routes answer 404 until then).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
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
// The catalogs compile from the `.po` files to the modules beside them, by scripts/i18n.ts and
// Lingui (the lockfile's version); the hash of the last compile is kept out of the repository.
const CATALOG_INPUTS = ['scripts/i18n.ts', 'lingui.config.ts', 'pnpm-lock.yaml'];
const CATALOG_STAMP = 'node_modules/.cache/puente/catalogs.inputs';

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

const listed = new Map<string, string[]>();

/** The files under `dir` (relative to the repository), sorted, without build output. */
function filesUnder(dir: string): string[] {
  const known = listed.get(dir);
  if (known) return known;
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
  found.sort();
  listed.set(dir, found);
  return found;
}

/** SHA-256 of the Node version and each file's path and content. */
function hashOf(files: readonly string[]): string {
  const hash = createHash('sha256').update(process.version);
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

const inputsHash = (target: Target) =>
  hashOf([...ROOT_INPUTS, ...target.inputs.flatMap(filesUnder)]);

/** The catalogs' sources and compiled modules (every `locales` folder's files) and their compiler. */
function catalogsHash(): string {
  const locales = filesUnder('packages').filter((file) => file.split(sep).includes('locales'));
  return hashOf([...CATALOG_INPUTS, ...locales]);
}

function recorded(target: Target): string | undefined {
  const stamp = join(root, target.dir, 'dist', STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
}

const ifChanged = process.argv.includes('--if-changed');

// The message catalogs compile from their `.po` files first: they are inputs of both bundles.
const catalogStamp = join(root, CATALOG_STAMP);
const catalogsCompiled = existsSync(catalogStamp) ? readFileSync(catalogStamp, 'utf8').trim() : '';
if (ifChanged && catalogsCompiled === catalogsHash()) {
  console.log('build: catalogs unchanged since their last compile');
} else {
  const compiled = spawnSync(process.execPath, [join(root, 'scripts', 'i18n.ts'), '--compile'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
  // The compile may have rewritten modules: list the folders again.
  listed.clear();
  mkdirSync(dirname(catalogStamp), { recursive: true });
  writeFileSync(catalogStamp, `${catalogsHash()}\n`);
}

const hashes = new Map(TARGETS.map((target) => [target, inputsHash(target)]));
const due = TARGETS.filter((target) => !ifChanged || recorded(target) !== hashes.get(target));

/** Builds `targets` side by side, then records their inputs' hash; exits on a failure. */
async function build(targets: Target[]) {
  if (targets.length === 0) return;
  // pnpm runs this script, so `npm_execpath` is the very pnpm that started it.
  const pnpm = process.env.npm_execpath ?? 'pnpm';
  const filters = targets.flatMap((target) => ['--filter', target.name]);
  // Side by side: the host bundles the widgets' sources, not their build, so it need not wait.
  const built = spawn(pnpm, [...filters, '--parallel', 'build'], { cwd: root, stdio: 'inherit' });
  const status = await new Promise<number | null>((resolve) => built.once('exit', resolve));
  if (status !== 0) process.exit(status ?? 1);
  for (const target of targets) {
    writeFileSync(join(root, target.dir, 'dist', STAMP), `${hashes.get(target)}\n`);
  }
}

if (due.length === 0) {
  console.log('build: widgets and host unchanged since their last build, nothing to do');
} else if (process.argv.includes('--site-first') && process.send) {
  const isHost = (target: Target) => target.name === '@puente/host';
  await build(due.filter(isHost));
  await new Promise((resolve) => process.send?.('site-built', resolve));
  await build(due.filter((target) => !isHost(target)));
} else {
  await build(due);
}
process.disconnect?.();
