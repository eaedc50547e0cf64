/**
 * The import rules of docs/architecture.md are lint rules in biome.json
 * (`noRestrictedImports` per folder, `noImportCycles`). This lints small
 * trees laid out like the repository with that very configuration: each rule
 * broken on purpose must fail `pnpm lint`, and the imports the layers are
 * allowed must pass.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Diagnostic {
  path: string;
  category: string;
  severity: string;
}

const trees: string[] = [];

/** Biome's diagnostics for `files` (path → source), linted with the repository's biome.json. */
function lint(files: Record<string, string>): Diagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), 'puente-boundaries-'));
  trees.push(dir);
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; severity: string; location: { path: string } }[];
  };
  return report.diagnostics.map(({ category, severity, location }) => ({
    path: location.path,
    category,
    severity,
  }));
}

const importing = (specifier: string) => `import { x } from '${specifier}';\n\nexport { x };\n`;

/** A file in each place, importing what that place must not. */
const BROKEN: Record<string, [path: string, specifier: string]> = {
  'a widgets feature importing another feature': [
    'packages/widgets/src/programme-finder/selection-toggle.tsx',
    '../selected-programmes/selected-programmes',
  ],
  'a widgets feature importing another feature’s index': [
    'packages/widgets/src/statement-builder/use-statement-selection.ts',
    '../selected-programmes',
  ],
  'the data layer importing a feature': [
    'packages/widgets/src/data/selections.ts',
    '../selected-programmes/selected-programmes',
  ],
  'the ui kit importing the providers': [
    'packages/ui/src/kit/programme-image.tsx',
    '../providers/api-context',
  ],
  'a recipe importing a kit part': ['packages/ui/src/kit/recipes/surface.css.ts', '../card.css'],
  'the widgets importing the host': ['packages/widgets/src/data/school.ts', '@puente/host'],
  'the design system importing the widgets': ['packages/ui/src/kit/button.tsx', '@puente/widgets'],
  'the design system importing the host': [
    'packages/ui/src/providers/api-context.ts',
    '@puente/host',
  ],
  'a widgets feature importing a host module': [
    'packages/widgets/src/timeline/timeline.tsx',
    '@puente/host/lib/session',
  ],
  'core importing React': ['packages/core/src/domain/match.ts', 'react'],
  'core importing React’s JSX runtime': ['packages/core/src/domain/ielts.ts', 'react/jsx-runtime'],
  'core importing Koa': ['packages/core/src/api/api-client.ts', 'koa'],
  'core importing MikroORM': ['packages/core/src/schemas/user.schema.ts', '@mikro-orm/core'],
  'core importing the design system': ['packages/core/src/index.ts', '@puente/ui'],
  'core importing the widgets': ['packages/core/src/domain/ielts.ts', '@puente/widgets/data'],
  'the server importing the widgets': ['packages/server/src/app.ts', '@puente/widgets'],
  'the server importing the host': ['packages/server/src/static.ts', '@puente/host/config'],
  'Ark in a widgets feature': ['packages/widgets/src/waitlist/waitlist-form.tsx', '@ark-ui/react'],
  'Ark in the providers': ['packages/ui/src/providers/puente-provider.tsx', '@ark-ui/react'],
  'Ark in the host': ['packages/host/src/components/menu.tsx', '@ark-ui/react/menu'],
  'Ark in a story': ['stories/ui/menu.stories.tsx', '@ark-ui/react'],
};

/** Imports the layers are allowed. */
const ALLOWED: [path: string, specifier: string][] = [
  ['packages/widgets/src/programme-finder/selection-toggle.tsx', '../data/selections'],
  ['packages/widgets/src/programme-finder/programme-card.tsx', '@puente/ui'],
  ['packages/widgets/src/programme-finder/programme-finder.tsx', '@puente/ui/providers'],
  ['packages/widgets/src/programme-finder/programme-results.tsx', './programme-card'],
  ['packages/widgets/src/student-info/student-info.test.tsx', '@puente/ui/testing/fake-api'],
  ['packages/widgets/src/timeline/timeline-widget.tsx', '@puente/ui/elements/element-root'],
  ['packages/widgets/src/data/selections.ts', '@puente/ui/providers'],
  ['packages/ui/src/kit/select-behaviour.tsx', '@ark-ui/react'],
  ['packages/ui/src/kit/select-shell.tsx', '../i18n/use-i18n'],
  ['packages/ui/src/kit/tooltip.test.tsx', '../providers'],
  ['packages/ui/src/kit/recipes/text.css.ts', '../../theme/vars.css'],
  ['packages/ui/src/kit/recipes/surface.css.ts', '../focus.css'],
  ['packages/ui/src/providers/puente-provider.tsx', '../kit'],
  ['packages/widgets/src/index.ts', './programme-finder'],
  ['packages/host/src/features/dashboard/dashboard-screen.tsx', '@puente/widgets/data'],
  ['packages/server/src/app.ts', '@puente/core'],
  ['packages/core/src/domain/match.ts', 'valibot'],
];

describe('the import rules fail pnpm lint', () => {
  let broken: Diagnostic[] = [];
  let allowed: Diagnostic[] = [];

  beforeAll(() => {
    broken = lint(
      Object.fromEntries(
        Object.values(BROKEN).map(([path, specifier]) => [path, importing(specifier)]),
      ),
    );
    allowed = lint(
      Object.fromEntries(ALLOWED.map(([path, specifier]) => [path, importing(specifier)])),
    );
  });

  afterAll(() => {
    for (const dir of trees) rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.entries(BROKEN))('%s is an error', (_, [path]) => {
    expect(broken).toContainEqual({
      path,
      category: 'lint/style/noRestrictedImports',
      severity: 'error',
    });
  });

  it('lets each layer import what it stands on', () => {
    expect(allowed).toEqual([]);
  });

  it('an import circle is an error, a type-only one too', () => {
    const circle = lint({
      'packages/ui/src/kit/select.tsx':
        "import { Shell } from './select-shell';\n\nexport const Select = Shell;\n",
      'packages/ui/src/kit/select-shell.tsx':
        "import type { Props } from './select';\n\nexport const Shell = (props: Props) => props;\n",
      'packages/ui/src/kit/toast.tsx':
        "export const DURATION = 5000;\nexport const load = () => import('./toast-store');\n",
      'packages/ui/src/kit/toast-store.ts':
        "import { DURATION } from './toast';\n\nexport { DURATION };\n",
    });
    const inCircle = circle
      .filter(({ category }) => category === 'lint/suspicious/noImportCycles')
      .map(({ path, severity }) => `${severity} ${path}`)
      .sort();
    expect(inCircle).toEqual([
      'error packages/ui/src/kit/select-shell.tsx',
      'error packages/ui/src/kit/select.tsx',
      'error packages/ui/src/kit/toast-store.ts',
      'error packages/ui/src/kit/toast.tsx',
    ]);
  });
});
