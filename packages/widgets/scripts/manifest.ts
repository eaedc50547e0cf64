/**
 * Writes custom-elements.json (Custom Elements Manifest 2.1) from the JSDoc on
 * each `src/**\/*.element.ts`: `@summary`, `@attr`, `@event`, `@cssproperty`,
 * `@csspart`, `@slot`, and the tag name its `defineElement(TAG, Class)` registers.
 *
 * Run: `pnpm --filter @puente/widgets manifest` (the build runs it too).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Documented {
  name: string;
  description?: string;
  type?: { text: string };
}

/** Splits a tag's text `{Type} name - description` into its parts. */
function documented(text: string): Documented {
  const match = /^(?:\{(.+?)\}\s*)?(\S+)(?:\s+-\s*|\s+)?([\s\S]*)$/.exec(text.trim());
  if (!match) return { name: text.trim() };
  const [, type, name = '', description] = match;
  return {
    name,
    ...(description?.trim() ? { description: description.trim().replace(/\s*\n\s*/g, ' ') } : {}),
    ...(type ? { type: { text: type } } : {}),
  };
}

function tagText(tag: ts.JSDocTag): string {
  const comment = ts.getTextOfJSDocComment(tag.comment) ?? '';
  // TypeScript keeps `{Type}` in the comment of tags it does not know, but not of those it does.
  const typeExpression = (tag as { typeExpression?: ts.JSDocTypeExpression }).typeExpression;
  return typeExpression ? `{${typeExpression.type.getText()}} ${comment}` : comment;
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

function elementFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return elementFiles(path);
    return entry.name.endsWith('.element.ts') ? [path] : [];
  });
}

function moduleOf(file: string) {
  const path = relative(packageDir, file).split('\\').join('/');
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const tags = definitions(source);
  const declarations: unknown[] = [];
  const exports: unknown[] = [];

  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const name = statement.name.text;
    const tagName = tags.get(name);
    if (!tagName) continue;
    const jsDoc = ts.getJSDocCommentsAndTags(statement).find(ts.isJSDoc);
    const all = (kinds: string[]) =>
      (jsDoc?.tags ?? [])
        .filter((tag) => kinds.includes(tag.tagName.text))
        .map((tag) => documented(tagText(tag)));
    const summary = (jsDoc?.tags ?? []).find((tag) => tag.tagName.text === 'summary');

    declarations.push({
      kind: 'class',
      name,
      tagName,
      customElement: true,
      description: ts.getTextOfJSDocComment(jsDoc?.comment)?.replace(/\s*\n\s*/g, ' ') ?? '',
      ...(summary ? { summary: ts.getTextOfJSDocComment(summary.comment) } : {}),
      superclass: { name: 'HTMLElement' },
      attributes: all(['attr', 'attribute']),
      events: all(['event', 'fires']),
      cssProperties: all(['cssproperty', 'cssprop']),
      cssParts: all(['csspart', 'part']),
      slots: all(['slot']),
    });
    exports.push(
      { kind: 'js', name, declaration: { name, module: path } },
      { kind: 'custom-element-definition', name: tagName, declaration: { name, module: path } },
    );
  }
  return { kind: 'javascript-module', path, declarations, exports };
}

/** The manifest for every element in the package, as JSON text. */
export function buildManifest(): string {
  const modules = elementFiles(join(packageDir, 'src'))
    .sort()
    .map(moduleOf)
    .filter((module) => module.declarations.length > 0);
  return `${JSON.stringify({ schemaVersion: '2.1.0', readme: '', modules }, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(packageDir, 'custom-elements.json'), buildManifest());
  console.log('custom-elements.json written');
}
