/**
 * Every custom element of the package, read from its source without running
 * it: each `src/<feature>/<feature>.element.ts` and the JSDoc on the class it
 * registers with `defineElement(TAG, Class)`, and the space it reserves
 * (`@reserve`). The build's entries and the loader's registry start here;
 * custom-elements.json is the analyzer's (`scripts/manifest.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { FITTED_ATTRIBUTE } from '../src/elements/reservation.ts';
import { FAILED_ATTRIBUTE } from '../src/loader/failed.ts';

/**
 * Space the loader reserves for an element before it renders: CSS
 * declarations, for every instance or only those matching `when`
 * (an attribute selector such as `[mode="button"]`), at any width or only
 * in `media` (`(min-width: 768px)`, the page's width, as the elements' own
 * layouts change with it). `@reserve (min-width: 768px) [format="free"] min-height: 1100px`.
 */
export interface Reservation {
  media?: string;
  when?: string;
  declarations: string;
}

export interface ElementSource {
  /** Path of the module inside the package, e.g. `src/waitlist/waitlist.element.ts`. */
  path: string;
  className: string;
  tagName: string;
  reservations: Reservation[];
}

/** Where element modules live, relative to the package: one a feature folder. */
export const ELEMENT_MODULE_PATTERN = 'src/<feature>/<feature>.element.ts';

const TAG_NAME = /^puente-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const RESERVATION =
  /^(?:(\([a-z-]+\s*:\s*[\w.]+\))\s+)?(\[[^\]]+\])?\s*((?:[a-z-]+\s*:\s*[^;{}<>]+;?\s*)+)$/;

/** Every element of the package, sorted by path; throws on an element that breaks the conventions. */
export function findElementSources(packageDir: string): ElementSource[] {
  const src = join(packageDir, 'src');
  const paths = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(src, folder.name))
        .filter((name) => name.endsWith('.element.ts'))
        .map((name) => `src/${folder.name}/${name}`),
    )
    .sort();
  const sources = paths.map((path) =>
    readElementSource(path, readFileSync(join(packageDir, path), 'utf8')),
  );
  const seen = new Map<string, string>();
  for (const source of sources) {
    const other = seen.get(source.tagName);
    if (other) throw new Error(`<${source.tagName}> is defined twice: ${other} and ${source.path}`);
    seen.set(source.tagName, source.path);
  }
  return sources;
}

/** Reads one element module's text: the class it defines, its tag and the space it reserves. */
export function readElementSource(path: string, text: string): ElementSource {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const tags = definitions(source);
  const fail = (problem: string): never => {
    throw new Error(`${path}: ${problem}`);
  };
  const classes = source.statements.filter(
    (statement): statement is ts.ClassDeclaration =>
      ts.isClassDeclaration(statement) && Boolean(statement.name && tags.has(statement.name.text)),
  );
  if (classes.length !== 1) {
    fail('an element module declares one class and registers it with defineElement(TAG, Class)');
  }
  const declaration = classes[0] as ts.ClassDeclaration;
  const className = declaration.name?.text ?? '';
  const tagName = tags.get(className) ?? '';
  if (!TAG_NAME.test(tagName)) fail(`"${tagName}" is not a puente-<kebab-case> tag name`);

  const jsDoc = ts.getJSDocCommentsAndTags(declaration).find(ts.isJSDoc);
  return {
    path,
    className,
    tagName,
    reservations: (jsDoc?.tags ?? [])
      .filter((tag) => tag.tagName.text === 'reserve')
      .map((tag) => reservation(oneLine(ts.getTextOfJSDocComment(tag.comment) ?? ''), fail)),
  };
}

/**
 * The CSS reserving each element's space before it renders: each element is
 * a block with its reserved space, until its content changes size (a
 * thank-you view smaller than the form it replaced), when the element fits
 * its content, or its code could not load, when it holds what the page put
 * inside it. `:where()` keeps the rules at zero specificity, so any rule of
 * the school's own wins.
 *
 * The loader adopts it as it runs (and sets a reservation's
 * `var(--puente-<attribute>)` from the element's attribute itself);
 * `forPage` is the copy served as `reserve.css`, which a school's page links
 * in its `<head>` so the space is there before its first layout, the
 * `async` loader's script not yet run: it reads those attributes from
 * selectors (whole numbers 1–100) and lets every reservation go once the
 * page marks its root `data-puente-failed` (its handler for a loader that
 * could not load).
 */
export function reservationCss(
  elements: readonly ElementSource[],
  { forPage = false }: { forPage?: boolean } = {},
): string {
  const reserved = `:not([${FITTED_ATTRIBUTE}],[${FAILED_ATTRIBUTE}])`;
  const page = forPage ? `:root:not([${FAILED_ATTRIBUTE}]) ` : '';
  return elements
    .flatMap(({ tagName, reservations }) => [
      `:where(${tagName}){display:block}`,
      ...(forPage ? attributeProperties(tagName, reservations) : []),
      ...reservations.map(({ media, when = '', declarations }) => {
        const rule = `:where(${page}${tagName}${when}${reserved}){${declarations}}`;
        return media ? `@media ${media}{${rule}}` : rule;
      }),
    ])
    .join('');
}

/** Every `var(--puente-<attribute>)` a reservation reads, from the element's attribute of that name. */
function attributeProperties(tagName: string, reservations: readonly Reservation[]): string[] {
  const attributes = new Set(
    reservations.flatMap(({ declarations }) =>
      [...declarations.matchAll(/var\(--puente-([a-z-]+)/g)].map(([, name]) => name as string),
    ),
  );
  return [...attributes].flatMap((attribute) =>
    Array.from(
      { length: 100 },
      (_, index) =>
        `:where(${tagName}[${attribute}="${index + 1}"]){--puente-${attribute}:${index + 1}}`,
    ),
  );
}

function reservation(text: string, fail: (problem: string) => never): Reservation {
  const match = RESERVATION.exec(text);
  if (!match) {
    return fail(
      `@reserve "${text}" is not "[(media feature: value)] [attribute selector] property: value; ..."`,
    );
  }
  const [, media, when, declarations = ''] = match;
  const css = declarations
    .split(';')
    .map((declaration) => declaration.trim().replace(/\s*:\s*/, ':'))
    .filter(Boolean)
    .join(';');
  return {
    ...(media ? { media: media.replace(/\s*:\s*/, ': ') } : {}),
    ...(when ? { when } : {}),
    declarations: css,
  };
}

function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' ');
}

function stringValue(source: ts.SourceFile, identifier: string): string | undefined {
  let value: string | undefined;
  source.forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === identifier &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      value = node.initializer.text;
    }
    node.forEachChild(visit);
  });
  return value;
}

/** The tag name each class is registered under, from `defineElement(TAG, Class)`. */
function definitions(source: ts.SourceFile): Map<string, string> {
  const tags = new Map<string, string>();
  source.forEachChild(function visit(node) {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['defineElement', 'define'].includes(node.expression.text) &&
      node.arguments.length === 2
    ) {
      const [tag, element] = node.arguments;
      const tagName =
        tag && ts.isStringLiteral(tag)
          ? tag.text
          : tag && ts.isIdentifier(tag)
            ? stringValue(source, tag.text)
            : undefined;
      if (tagName && element && ts.isIdentifier(element)) tags.set(element.text, tagName);
    }
    node.forEachChild(visit);
  });
  return tags;
}
