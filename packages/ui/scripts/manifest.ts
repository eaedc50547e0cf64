/**
 * Writes custom-elements.json with `@custom-elements-manifest/analyzer` from
 * the JSDoc on each `src/<feature>/<feature>.element.ts` (`@summary`, `@attr`,
 * `@property`, `@event`, `@cssproperty`, `@csspart`, `@slot`), and the element
 * reference in docs/embedding.md from that manifest and each element's
 * `@reserve`. The plugins below add what is Puente's own (docs/architecture.md
 * says why each is needed); what every element shares (`puente-ready`, the
 * theme's custom properties) is declared here once.
 *
 * Run: `pnpm --filter @puente/widgets manifest` (the build runs it too): it
 * documents the elements of the package it runs in.
 */
/// <reference path="./analyzer.d.ts" />
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Plugin, ts } from '@custom-elements-manifest/analyzer';
import { type ElementSource, findElementSources } from '../vite/element-sources.ts';

const repositoryDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const EMBEDDING_DOC = join(repositoryDir, 'docs', 'embedding.md');

/** A documented name in the manifest: `@attr {Type} name - description` and the like. */
interface Documented {
  name: string;
  description?: string;
  type?: { text: string };
  readonly?: boolean;
}

interface Declaration {
  kind: string;
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  summary?: string;
  superclass?: { name?: string; package?: string; module?: string };
  mixins?: unknown[];
  members?: Documented[];
  attributes?: Documented[];
  events?: Documented[];
  cssProperties?: Documented[];
  cssParts?: Documented[];
  slots?: Documented[];
}

export interface Manifest {
  modules: {
    path: string;
    declarations?: Declaration[];
    exports?: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
}

/** Every element fires it, through `defineElement`. */
const COMMON_EVENTS: Documented[] = [
  {
    name: 'puente-ready',
    type: { text: 'CustomEvent<PuenteReadyDetail>' },
    description: 'The element shows its content for the first time; `detail` is `{ tagName }`.',
  },
  {
    name: 'puente-error',
    type: { text: 'CustomEvent<PuenteErrorDetail>' },
    description:
      "The element could not load its code (`reason: 'script'`) or its data (`'data'`); `detail` is `{ tagName, reason, message }`, the message saying what to check.",
  },
];

/** Every element reads them, through the theme (`src/theme/vars.css.ts`). */
const COMMON_CSS_PROPERTIES: Documented[] = [
  [
    '--puente-color-primary',
    'The brand colour: buttons, links, focus ring (default deep teal). Hover, pressed, focus ring and the text on it are derived from it unless set below.',
  ],
  [
    '--puente-color-primary-dark',
    'The brand colour in `theme="dark"`; default: `--puente-color-primary` lifted to a lightness that reads on dark.',
  ],
  [
    '--puente-color-primary-hover',
    'A primary button under the pointer; default: the brand colour 16% darker (`-dark`: 20% lighter in dark theme).',
  ],
  [
    '--puente-color-primary-pressed',
    'A primary button while pressed; default: 28% darker (`-dark`: 35% lighter in dark theme).',
  ],
  [
    '--puente-color-primary-foreground',
    'Text on the brand colour; default: white or near-black, whichever contrasts more (`-dark` for dark theme).',
  ],
  [
    '--puente-color-focus-ring',
    'The keyboard focus ring; default: the brand colour (`-dark` for dark theme).',
  ],
  [
    '--puente-color-canvas',
    'What the element paints behind itself; default: nothing in light theme, the dark background in dark (`--puente-color-canvas-dark`).',
  ],
  ['--puente-color-background', 'Page-level background inside dialogs and overlays.'],
  ['--puente-color-surface', 'Card, dialog and field background.'],
  ['--puente-color-surface-muted', 'Quiet backgrounds: secondary buttons, hovered rows, tags.'],
  ['--puente-color-text', 'Body text.'],
  ['--puente-color-text-muted', 'Secondary text: hints, dates, counters.'],
  ['--puente-color-border', 'Borders of cards and fields.'],
  ['--puente-color-danger', 'Errors and destructive buttons.'],
  ['--puente-radius', 'Corner radius of fields and buttons (cards and dialogs use 1.6x).'],
  ['--puente-font-family', 'Font of everything inside the element.'],
].map(([name = '', description = '']) => ({ name, description }));

/** `documented` plus those of `common` it does not already name. */
function withCommon(documented: Documented[] = [], common: Documented[]): Documented[] {
  const named = new Set(documented.map(({ name }) => name));
  return [...documented, ...common.filter(({ name }) => !named.has(name))];
}

const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, ' ');

/**
 * Elements register with `defineElement(TAG, Class)` (which also fires
 * `puente-ready` and `puente-error`), not `customElements.define`, so the
 * analyzer learns their tag names here.
 */
function defineElementCalls(): Plugin {
  return {
    name: 'puente:define-element',
    analyzePhase({ node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.arguments.length !== 2) return;
      if (!ts.isIdentifier(node.expression) || node.expression.text !== 'defineElement') return;
      const [tag, element] = node.arguments;
      if (!tag || !element || !ts.isIdentifier(element)) return;
      const tagName = ts.isStringLiteral(tag)
        ? tag.text
        : ts.isIdentifier(tag)
          ? constantText(node.getSourceFile(), tag.text)
          : undefined;
      if (!tagName) return;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        {
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name: element.text, module: moduleDoc.path },
        },
      ];
    },
  };
}

/** The text of a top-level `const NAME = '...'`. */
function constantText(
  source: ReturnType<typeof ts.createSourceFile>,
  name: string,
): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        declaration.initializer &&
        ts.isStringLiteral(declaration.initializer)
      ) {
        return declaration.initializer.text;
      }
    }
  }
  return undefined;
}

/**
 * What the analyzer cannot know about Puente's elements: `r2wc(Widget, …)`
 * returns an `HTMLElement` subclass (the analyzer takes `Widget` for the
 * superclass and `r2wc` for a mixin), every element has the common events and
 * custom properties, and each description is one line, as the reference's
 * table cells need.
 */
function puenteElements(): Plugin {
  const documented = (items: Documented[] = []) =>
    items.map((item) =>
      item.description ? { ...item, description: oneLine(item.description) } : item,
    );
  return {
    name: 'puente:elements',
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.readme = 'README.md';
      for (const declaration of declarationsOf(customElementsManifest as Manifest)) {
        if (!declaration.customElement) continue;
        declaration.superclass = { name: 'HTMLElement', package: 'global:' };
        delete declaration.mixins;
        if (declaration.description) declaration.description = oneLine(declaration.description);
        if (declaration.summary) declaration.summary = oneLine(declaration.summary);
        declaration.members = documented(declaration.members);
        declaration.attributes = documented(declaration.attributes);
        declaration.events = withCommon(documented(declaration.events), COMMON_EVENTS);
        declaration.cssProperties = withCommon(
          documented(declaration.cssProperties),
          COMMON_CSS_PROPERTIES,
        );
        declaration.cssParts = documented(declaration.cssParts);
        declaration.slots = documented(declaration.slots);
      }
    },
  };
}

const declarationsOf = (manifest: Manifest) =>
  manifest.modules.flatMap((module) => module.declarations ?? []);

const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Throws on an element whose documented attributes or events break the naming conventions. */
function checkConventions(manifest: Manifest): void {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement) continue;
      for (const { name } of declaration.attributes ?? []) {
        if (!KEBAB_CASE.test(name)) {
          throw new Error(`${module.path}: attribute "${name}" is not kebab-case`);
        }
      }
      for (const { name } of declaration.events ?? []) {
        if (!name.startsWith('puente-')) {
          throw new Error(`${module.path}: event "${name}" does not start with puente-`);
        }
      }
    }
  }
}

/** The manifest of the given element modules (`path` inside the package and its text). */
export function analyze(sources: readonly { path: string; text: string }[]): Manifest {
  const modules = sources.map(({ path, text }) =>
    ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true),
  );
  const manifest = create({ modules, plugins: [defineElementCalls(), puenteElements()] });
  checkConventions(manifest as Manifest);
  return manifest as Manifest;
}

const sourcesOf = (packageDir: string, elements: readonly ElementSource[]) =>
  elements.map(({ path }) => ({ path, text: readFileSync(join(packageDir, path), 'utf8') }));

/** The manifest for every element in the package at `packageDir` (@puente/widgets). */
export function buildManifest(
  packageDir: string,
  elements = findElementSources(packageDir),
): Manifest {
  return analyze(sourcesOf(packageDir, elements));
}

/** The manifest as custom-elements.json holds it. */
export const manifestJson = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

const REFERENCE_START =
  '<!-- elements:start (generated by `pnpm --filter @puente/widgets manifest`) -->';
const REFERENCE_END = '<!-- elements:end -->';

const cell = (text = '') => text.replaceAll('|', '\\|');
const code = (text: string) => `\`${text}\``;

function table(headings: string[], rows: string[][]): string[] {
  if (rows.length === 0) return [];
  return [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ];
}

function referenceOf(declaration: Declaration & { tagName: string }, element?: ElementSource) {
  const reserved = (element?.reservations ?? []).map(
    ({ when, declarations }) => `${code(declarations)}${when ? ` when ${code(when)}` : ''}`,
  );
  return [
    `### \`<${declaration.tagName}>\``,
    '',
    ...(declaration.summary ? [`**${declaration.summary}**`, ''] : []),
    declaration.description ?? '',
    '',
    '```html',
    `<${declaration.tagName}></${declaration.tagName}>`,
    '```',
    '',
    ...table(
      ['Attribute', 'Type', 'Meaning'],
      (declaration.attributes ?? []).map((a) => [
        code(a.name),
        a.type ? code(a.type.text) : '',
        a.description ?? '',
      ]),
    ),
    ...table(
      ['Property', 'Type', 'Meaning'],
      (declaration.members ?? []).map((p) => [
        code(p.name),
        p.type ? code(p.type.text) : '',
        p.description ?? '',
      ]),
    ),
    ...table(
      ['Event', 'Detail', 'When'],
      (declaration.events ?? []).map((e) => [
        code(e.name),
        e.type ? code(e.type.text) : '',
        e.description ?? '',
      ]),
    ),
    ...table(
      ['CSS custom property', 'Themes'],
      (declaration.cssProperties ?? []).map((p) => [code(p.name), p.description ?? '']),
    ),
    ...table(
      ['Part (`::part(name)`)', 'Is'],
      (declaration.cssParts ?? []).map((p) => [code(p.name), p.description ?? '']),
    ),
    ...(reserved.length > 0
      ? [`Space reserved before it renders: ${reserved.join('; ')}.`, '']
      : []),
  ];
}

/** The element reference section of docs/embedding.md, markers included: `manifest` and each element's reserved space. */
export function buildReference(
  manifest: Manifest,
  packageDir: string,
  elements = findElementSources(packageDir),
): string {
  const reference = declarationsOf(manifest)
    .filter((declaration): declaration is Declaration & { tagName: string } =>
      Boolean(declaration.customElement && declaration.tagName),
    )
    .flatMap((declaration) =>
      referenceOf(
        declaration,
        elements.find(({ tagName }) => tagName === declaration.tagName),
      ),
    );
  return [REFERENCE_START, '', ...reference, REFERENCE_END].join('\n');
}

/** `doc` with its element reference replaced by `reference`; throws when the markers are missing. */
export function withReference(doc: string, reference: string): string {
  const start = doc.indexOf(REFERENCE_START);
  const end = doc.indexOf(REFERENCE_END);
  if (start < 0 || end < start) {
    throw new Error(`${EMBEDDING_DOC} lacks the markers ${REFERENCE_START} … ${REFERENCE_END}`);
  }
  return doc.slice(0, start) + reference + doc.slice(end + REFERENCE_END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // pnpm runs a package's scripts in its folder: the elements documented are its own.
  const packageDir = process.cwd();
  const elements = findElementSources(packageDir);
  const manifest = buildManifest(packageDir, elements);
  writeFileSync(join(packageDir, 'custom-elements.json'), manifestJson(manifest));
  const doc = readFileSync(EMBEDDING_DOC, 'utf8');
  writeFileSync(EMBEDDING_DOC, withReference(doc, buildReference(manifest, packageDir, elements)));
  console.log(
    `custom-elements.json and docs/embedding.md written: ${elements.map((e) => `<${e.tagName}>`).join(', ')}`,
  );
}
