/**
 * Writes custom-elements.json with `@custom-elements-manifest/analyzer` from
 * the JSDoc on each `src/<feature>/<feature>.element.ts` (`@summary`, `@attr`,
 * `@property`, `@event`, `@cssproperty`, `@cssstate`, `@csspart`, `@slot`), and the element
 * reference in docs/embedding.md from that manifest and each element's
 * `@reserve`. The plugins below add what is Puente's own (docs/architecture.md
 * says why each is needed). What every element shares (`theme`, `lang`,
 * `puente-ready`, `puente-error`, the theme's custom properties) is declared
 * once, in the JSDoc of the element base (`src/elements/puente-element.ts`),
 * which the analyzer reads with the elements and copies into each.
 *
 * Run: `pnpm --filter @puente/widgets manifest` (the build runs it too): it
 * documents the elements of the package it runs in.
 */
/// <reference path="./analyzer.d.ts" />
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Plugin, ts } from '@custom-elements-manifest/analyzer';
import { type ElementSource, findElementSources } from '../vite/element-sources.ts';

const scriptsDir = dirname(fileURLToPath(import.meta.url));
const repositoryDir = join(scriptsDir, '..', '..', '..');
export const EMBEDDING_DOC = join(repositoryDir, 'docs', 'embedding.md');

/** A documented name in the manifest: `@attr {Type} name - description` and the like. */
interface Documented {
  name: string;
  description?: string;
  type?: { text: string };
  readonly?: boolean;
  privacy?: 'public' | 'private' | 'protected';
  /** Where the analyzer found it, when the element inherits it from its base. */
  inheritedFrom?: { name: string; package?: string; module?: string };
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
  cssStates?: Documented[];
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

/**
 * The element base: every element extends `PuenteElement` (or a variant that
 * adds `api-base`, `site-key`), and inherits the attributes, events and
 * custom properties its JSDoc declares. Analyzed with the elements, left out
 * of the manifest.
 */
const ELEMENT_BASE = {
  path: '@puente/ui/elements/puente-element',
  text: readFileSync(join(scriptsDir, '..', 'src', 'elements', 'puente-element.ts'), 'utf8'),
};

/** Where the base is, as the manifest's inherited items name it. */
const BASE_PACKAGE = { package: '@puente/ui', module: 'src/elements/puente-element.ts' };

const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, ' ');

/**
 * Elements register with `defineElement(TAG, Class)` (which leaves a tag the
 * page already has alone), not `customElements.define`, so the analyzer
 * learns their tag names here.
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
 * What the analyzer cannot know about Puente's elements: `PuenteElement(Widget, …)`
 * returns an `HTMLElement` subclass (the analyzer takes `Widget` for the
 * superclass and the base for a mixin, whose docs it has already copied into
 * each element), the base's module is not the package's, the shared
 * attributes read best first, and each description is one line, as the
 * reference's table cells need.
 */
function puenteElements(): Plugin {
  const documented = (items: Documented[] = []) =>
    items.map(({ inheritedFrom, ...item }) => ({
      ...item,
      ...(item.description ? { description: oneLine(item.description) } : {}),
      ...(inheritedFrom ? { inheritedFrom: { ...BASE_PACKAGE, name: inheritedFrom.name } } : {}),
    }));
  return {
    name: 'puente:elements',
    packageLinkPhase({ customElementsManifest }) {
      const manifest = customElementsManifest as Manifest;
      customElementsManifest.readme = 'README.md';
      manifest.modules = manifest.modules.filter(({ path }) => path !== ELEMENT_BASE.path);
      for (const declaration of declarationsOf(manifest)) {
        if (!declaration.customElement) continue;
        declaration.superclass = { name: 'HTMLElement', package: 'global:' };
        delete declaration.mixins;
        if (declaration.description) declaration.description = oneLine(declaration.description);
        if (declaration.summary) declaration.summary = oneLine(declaration.summary);
        // A private field (the base's `#states`) is no part of what a page can use.
        declaration.members = documented(
          declaration.members?.filter(
            ({ privacy }) => privacy === undefined || privacy === 'public',
          ),
        );
        const attributes = documented(declaration.attributes);
        declaration.attributes = [
          ...attributes.filter(({ inheritedFrom }) => inheritedFrom),
          ...attributes.filter(({ inheritedFrom }) => !inheritedFrom),
        ];
        declaration.events = documented(declaration.events);
        declaration.cssProperties = documented(declaration.cssProperties);
        declaration.cssStates = documented(declaration.cssStates);
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
  const modules = [...sources, ELEMENT_BASE].map(({ path, text }) =>
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
      ['CSS state (`:state(name)`)', 'When'],
      (declaration.cssStates ?? []).map((s) => [code(s.name), s.description ?? '']),
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
  // Served beside the loader (`/widgets/v1/custom-elements.json`), for a school's tools and developers.
  const dist = join(packageDir, 'dist');
  if (existsSync(dist)) {
    copyFileSync(join(packageDir, 'custom-elements.json'), join(dist, 'custom-elements.json'));
    copyFileSync(join(packageDir, 'CHANGELOG.md'), join(dist, 'CHANGELOG.md'));
    copyFileSync(EMBEDDING_DOC, join(dist, 'embedding.md'));
  }
  console.log(
    `custom-elements.json and docs/embedding.md written (and beside the loader): ${elements.map((e) => `<${e.tagName}>`).join(', ')}`,
  );
}
