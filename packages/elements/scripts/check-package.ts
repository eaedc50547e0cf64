/**
 * What a school's developer gets from `npm install @puente/elements`: packs
 * the package (`npm pack`), installs the tarball into a fresh TypeScript +
 * React project in a temporary folder (offline: the tarball unpacked into
 * its `node_modules`, React, its types and `@lit/react` linked from this
 * workspace's install) and type-checks a plain page that listens to the
 * elements' events and a React component that uses the wrappers, with
 * React 19's types and again with React 18's (`@types/react-18`, an alias of
 * `@types/react@18`: a school's app may still be on 18), then builds that
 * app with Vite, as the school's build would bundle the package. Run by
 * `test/package.test.ts`; `node scripts/check-package.ts` to try it by hand.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble } from './assemble.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** A school's plain TypeScript page: the tag map, properties and each event's `detail`. */
const PAGE = `import '@puente/elements/puente-programme-finder';
import type { FoundationProgram, PuenteProgrammeFinderElement } from '@puente/elements';

const finder = document.querySelector('puente-programme-finder');
if (finder) {
  finder.profile = null;
  finder.pageSize = 6;
  finder.theme = 'dark';
  const picked: FoundationProgram[] = finder.selected;
  finder.addEventListener('puente-programme-selected', (event) => {
    const name: string = event.detail.programName;
    const fees: number = event.detail.tuitionFees;
    console.log(name, fees, picked.length);
  });
  finder.addEventListener('puente-error', (event) => {
    const reason: 'script' | 'data' | string = event.detail.reason;
    console.log(reason, event.detail.message);
  });
  // @ts-expect-error: a programme's detail has no such field.
  finder.addEventListener('puente-programme-deselected', (event) => event.detail.price);
  // @ts-expect-error: read-only.
  finder.selected = [];
  // @ts-expect-error: not a theme.
  finder.theme = 'blue';
}

const waitlist: PuenteProgrammeFinderElement | null = null;
const created = document.createElement('puente-waitlist');
created.addEventListener('puente-waitlist-joined', (event) => console.log(event.detail.email, waitlist));
document.addEventListener('click', () => created.remove());
`;

/** A React app: the wrappers with typed event props, and the tags in JSX. */
const APP = `import { useState } from 'react';
import { PuenteProgrammeFinder, PuenteTimeline, PuenteWaitlist } from '@puente/elements/react';
import type { FoundationProgram, StudentInfo } from '@puente/elements';

export function Finder({ profile }: { profile: StudentInfo | null }) {
  const [picked, setPicked] = useState<FoundationProgram[]>([]);
  return (
    <section>
      <PuenteProgrammeFinder
        profile={profile}
        pageSize={6}
        siteKey="pk_example"
        onPuenteProgrammeSelected={(event) => setPicked((now) => [...now, event.detail])}
        onPuenteError={(event) => console.warn(event.detail.message)}
      />
      <PuenteTimeline onPuenteTimelineStep={(event) => console.log(event.detail.action)} />
      <PuenteWaitlist theme="auto" onPuenteWaitlistJoined={(event) => console.log(event.detail.name)} />
      {/* @ts-expect-error: the wrapper types each event's detail. */}
      <PuenteWaitlist onPuenteWaitlistJoined={(event) => console.log(event.detail.price)} />
      <puente-waitlist mode="button" button-label="Join" theme="dark" />
      {/* @ts-expect-error: not a mode. */}
      <puente-waitlist mode="popup" />
      <p>{picked.length}</p>
    </section>
  );
}
`;

/** The app's page and its entry, for Vite: the wrappers and the elements bundled. */
const INDEX_HTML = `<!doctype html>
<html lang="es-MX"><head><title>Colegio</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>
`;
const MAIN = `import { Finder } from './app';
import './page';

document.body.dataset.finder = typeof Finder;
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    types: [],
  },
  include: ['src'],
};

/** The installed folder of `name` as this package's install resolves it. */
const installed = (name: string) => realpathSync(join(packageDir, 'node_modules', name));

/** Which React types the fresh project installs as `@types/react`. */
export type ReactTypes = '@types/react' | '@types/react-18';

/** Packs, installs into a fresh project, type-checks and builds it; `ok` with tsc's and Vite's output. */
export function checkPackage(reactTypes: ReactTypes = '@types/react'): {
  ok: boolean;
  output: string;
  tarball: string;
} {
  if (!assemble().built) {
    // The wrappers import the elements' code: without it the package would not bundle.
    return { ok: false, output: 'No element code to pack: run `pnpm build` first.', tarball: '' };
  }
  const work = mkdtempSync(join(tmpdir(), 'puente-elements-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { filename: string }[];
    const tarball = join(work, packed?.filename ?? '');

    const app = join(work, 'app');
    const installedAt = join(app, 'node_modules', '@puente', 'elements');
    mkdirSync(installedAt, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', installedAt, '--strip-components=1']);
    for (const [dependency, from] of [
      ['react', 'react'],
      ['@types/react', reactTypes],
    ]) {
      const link = join(app, 'node_modules', dependency as string);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(installed(from as string), link, 'dir');
    }
    // A copy, not a link: its `import 'react'` must find the project's React types, as after
    // an install, not the ones beside it in this workspace's store.
    cpSync(installed('@lit/react'), join(app, 'node_modules', '@lit', 'react'), {
      recursive: true,
      dereference: true,
    });
    mkdirSync(join(app, 'src'));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'school-site', private: true, type: 'module' }),
    );
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    writeFileSync(join(app, 'src', 'page.ts'), PAGE);
    writeFileSync(join(app, 'src', 'app.tsx'), APP);

    writeFileSync(join(app, 'index.html'), INDEX_HTML);
    writeFileSync(join(app, 'src', 'main.tsx'), MAIN);

    const tsc = join(installed('typescript'), 'bin', 'tsc');
    const typed = spawnSync(process.execPath, [tsc, '-p', app], { encoding: 'utf8' });
    const vite = join(installed('vite'), 'bin', 'vite.js');
    const built =
      typed.status === 0
        ? spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
            cwd: app,
            encoding: 'utf8',
          })
        : undefined;
    return {
      ok: typed.status === 0 && built?.status === 0,
      output: [typed, built]
        .map((run) => `${run?.stdout ?? ''}${run?.stderr ?? ''}`.trim())
        .join(''),
      tarball: packed?.filename ?? '',
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const reactTypes of ['@types/react', '@types/react-18'] as const) {
    const { ok, output, tarball } = checkPackage(reactTypes);
    console.log(ok ? `${tarball} installs and type-checks with ${reactTypes}.` : output);
    if (!ok) process.exitCode = 1;
  }
}
