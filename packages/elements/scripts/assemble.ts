/**
 * Assembles the package `@puente/elements` (`npm pack` runs it): the widgets
 * build's modules (`dist/`, from `pnpm build`), the elements' manifest, and
 * from that manifest
 * - `types/index.d.ts`: each element's interface (attributes as camelCase
 *   properties, properties, `addEventListener` with each event's `detail`),
 *   its CSS custom properties, the detail types written out in full, and
 *   `HTMLElementTagNameMap`;
 * - `types/react-jsx.d.ts`: React's JSX `IntrinsicElements` for the tags;
 * - `react/index.js` and `.d.ts`: a React wrapper per element, by
 *   `@lit/react`'s `createComponent` (`onPuenteProgrammeSelected` for
 *   `puente-programme-finder`'s `puente-programme-selected`).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const widgetsDir = join(packageDir, '..', 'widgets');

interface Typed {
  name: string;
  type?: { text: string };
  description?: string;
  readonly?: boolean;
  kind?: string;
}

interface ElementDeclaration {
  name: string;
  tagName: string;
  summary?: string;
  attributes?: Typed[];
  members?: Typed[];
  events?: Typed[];
  cssProperties?: Typed[];
}

interface Manifest {
  modules: { declarations?: (ElementDeclaration | { tagName?: undefined })[] }[];
}

/** The elements the manifest describes, by tag. */
export function elementsOf(manifest: Manifest): ElementDeclaration[] {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ElementDeclaration => Boolean(declaration.tagName))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^[a-z]/, (c) => c.toUpperCase());
/** `puente-programme-finder` → `PuenteProgrammeFinder`: the React wrapper's name. */
const wrapperName = (tagName: string) => pascal(tagName);
const doc = (text: string | undefined, indent = '') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n` : '';

/** Attributes the DOM already types on every element: left to `HTMLElement`. */
const DOM_ATTRIBUTES = new Set(['lang']);

/**
 * A type written out in full, with no name of Puente's sources: objects as
 * literals, all the way down (the details are data, as JSON carries them).
 */
function written(checker: ts.TypeChecker, type: ts.Type, depth = 0): string {
  const flags = type.flags;
  if (depth > 8) return 'unknown';
  if (type.isUnion()) {
    const parts = type.types;
    const hasTrue = parts.some((part) => checker.typeToString(part) === 'true');
    const hasFalse = parts.some((part) => checker.typeToString(part) === 'false');
    const rest = parts.filter(
      (part) => !(hasTrue && hasFalse && (flags & 0 || part.flags & ts.TypeFlags.BooleanLiteral)),
    );
    const text = rest.map((part) => written(checker, part, depth + 1));
    if (hasTrue && hasFalse) text.push('boolean');
    return [...new Set(text)].join(' | ');
  }
  if (
    flags &
    (ts.TypeFlags.StringLike |
      ts.TypeFlags.NumberLike |
      ts.TypeFlags.BooleanLike |
      ts.TypeFlags.Null |
      ts.TypeFlags.Undefined |
      ts.TypeFlags.Unknown |
      ts.TypeFlags.Any |
      ts.TypeFlags.Never)
  ) {
    return checker.typeToString(type);
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    const inner = element ? written(checker, element, depth + 1) : 'unknown';
    return `Array<${inner}>`;
  }
  const properties = checker.getPropertiesOfType(type);
  const lines = properties.map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const full = checker.getTypeOfSymbol(property);
    const text = written(checker, optional ? propertyType : full, depth + 1);
    const comment = ts.displayPartsToString(property.getDocumentationComment(checker));
    const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : `'${property.name}'`;
    return `${doc(comment, '  '.repeat(depth + 1))}${'  '.repeat(depth + 1)}${key}${optional}: ${text};`;
  });
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
}

/** The manifest's named types (`src/shapes.ts`), each written out in full. */
function shapeTypes(): string {
  const file = join(packageDir, 'src', 'shapes.ts');
  const config = ts.readConfigFile(join(packageDir, 'tsconfig.json'), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, packageDir).options;
  const program = ts.createProgram([file], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const shapes =
    source &&
    ts.forEachChild(source, (node) => (ts.isInterfaceDeclaration(node) ? node : undefined));
  if (!shapes) throw new Error(`No Shapes interface in ${file}`);
  const shapesType = checker.getTypeAtLocation(shapes);
  return checker
    .getPropertiesOfType(shapesType)
    .map((property) => {
      const type = checker.getTypeOfSymbol(property);
      return `export type ${property.name} = ${written(checker, type)};\n`;
    })
    .join('\n');
}

/** What a manifest type text reads as in TypeScript (the manifest writes attribute types as written in docs). */
const typeText = (typed: Typed) => typed.type?.text ?? 'string';

function elementTypes(element: ElementDeclaration): string {
  const name = element.name;
  const members = new Map((element.members ?? []).map((member) => [member.name, member]));
  const attributes = (element.attributes ?? []).filter(({ name }) => !DOM_ATTRIBUTES.has(name));
  const properties = [
    ...attributes
      .filter(({ name }) => !members.has(camel(name)))
      .map(
        (attribute) =>
          `${doc(attribute.description, '  ')}  ${camel(attribute.name)}?: ${typeText(attribute)};`,
      ),
    ...[...members.values()].map(
      (member) =>
        `${doc(member.description, '  ')}  ${member.readonly ? 'readonly ' : ''}${member.name}: ${typeText(member)};`,
    ),
  ];
  const events = (element.events ?? []).map(
    (event) => `${doc(event.description, '  ')}  '${event.name}': ${typeText(event)};`,
  );
  const css = (element.cssProperties ?? []).map(
    (property) => `${doc(property.description, '  ')}  '${property.name}'?: string;`,
  );
  const attributeTypes = attributes.map(
    (attribute) =>
      `${doc(attribute.description, '  ')}  '${attribute.name}'?: ${typeText(attribute)};`,
  );
  return `${doc(element.summary)}export interface ${name} extends HTMLElement {
${properties.join('\n')}
  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}, event: ${name}EventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${name}, event: HTMLElementEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}, event: ${name}EventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${name}, event: HTMLElementEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The events \`<${element.tagName}>\` dispatches (they bubble and are composed). */
export interface ${name}EventMap {
${events.join('\n')}
}

/** \`<${element.tagName}>\`'s attributes, as written in HTML. */
export interface ${name}Attributes {
${attributeTypes.join('\n')}
}

/** The CSS custom properties \`<${element.tagName}>\` reads (set them on it or any ancestor). */
export interface ${name}CssProperties {
${css.join('\n')}
}
`;
}

function indexTypes(elements: ElementDeclaration[]): string {
  const tagMap = elements.map(({ tagName, name }) => `    '${tagName}': ${name};`);
  return `// Written by @puente/elements' scripts/assemble.ts from custom-elements.json: do not edit.

${shapeTypes()}
${elements.map(elementTypes).join('\n')}
declare global {
  interface HTMLElementTagNameMap {
${tagMap.join('\n')}
  }
}
`;
}

function reactJsxTypes(elements: ElementDeclaration[]): string {
  const names = elements.map(({ name }) => name).join(', ');
  const entries = elements.map(
    ({ tagName, name }) =>
      `      '${tagName}': DetailedHTMLProps<HTMLAttributes<${name}>, ${name}> & ${name}Attributes;`,
  );
  return `// Written by @puente/elements' scripts/assemble.ts from custom-elements.json: do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${elements.map(({ name }) => `${name}Attributes`).join(', ')}, ${names} } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;
}

function reactModule(elements: ElementDeclaration[]): { js: string; dts: string } {
  const eventProps = (element: ElementDeclaration) =>
    (element.events ?? []).map((event) => [`on${pascal(event.name)}`, event] as const);
  const js = elements.map((element) => {
    const events = eventProps(element).map(([prop, event]) => `    ${prop}: '${event.name}',`);
    return `export const ${wrapperName(element.tagName)} = createComponent({
  react: React,
  tagName: '${element.tagName}',
  elementClass: ${element.name},
  events: {
${events.join('\n')}
  },
});`;
  });
  const imports = elements.map(
    (element) => `import { ${element.name} } from '../dist/${element.tagName}.js';`,
  );
  const dts = elements.map((element) => {
    const events = eventProps(element).map(
      ([prop, event]) => `  ${prop}: EventName<${typeText(event)}>;`,
    );
    return `${doc(`\`<${element.tagName}>\` as a React component: its properties as props, its events as \`on…\` props.`)}export declare const ${wrapperName(element.tagName)}: ReactWebComponent<${element.name}, {
${events.join('\n')}
}>;`;
  });
  const typeNames = [
    ...new Set(
      elements.flatMap((element) => [
        element.name,
        ...(element.events ?? []).flatMap(
          (event) =>
            typeText(event)
              .match(/CustomEvent<(\w+)/)
              ?.slice(1) ?? [],
        ),
      ]),
    ),
  ].filter((name) => !['string'].includes(name));
  return {
    js: `// Written by @puente/elements' scripts/assemble.ts from custom-elements.json: do not edit.
import { createComponent } from '@lit/react';
import * as React from 'react';
${imports.join('\n')}

${js.join('\n\n')}
`,
    dts: `// Written by @puente/elements' scripts/assemble.ts from custom-elements.json: do not edit.
import type { EventName, ReactWebComponent } from '@lit/react';
import type { ${typeNames.join(', ')} } from '../types/index.js';
import '../types/react-jsx.js';

${dts.join('\n\n')}
`,
  };
}

/** Writes the package's files; `dist/` only where the widgets have been built. */
export function assemble(): { built: boolean; elements: string[] } {
  const manifest: Manifest = JSON.parse(
    readFileSync(join(widgetsDir, 'custom-elements.json'), 'utf8'),
  );
  const elements = elementsOf(manifest);
  writeFileSync(join(packageDir, 'custom-elements.json'), JSON.stringify(manifest, null, 2));
  for (const folder of ['types', 'react']) {
    rmSync(join(packageDir, folder), { recursive: true, force: true });
    mkdirSync(join(packageDir, folder));
  }
  writeFileSync(join(packageDir, 'types', 'index.d.ts'), indexTypes(elements));
  writeFileSync(join(packageDir, 'types', 'react-jsx.d.ts'), reactJsxTypes(elements));
  const react = reactModule(elements);
  writeFileSync(join(packageDir, 'react', 'index.js'), react.js);
  writeFileSync(join(packageDir, 'react', 'index.d.ts'), react.dts);

  const build = join(widgetsDir, 'dist');
  const built = existsSync(join(build, 'elements.js'));
  rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
  if (built) {
    cpSync(build, join(packageDir, 'dist'), {
      recursive: true,
      filter: (path) => !/\.(br|gz)$|[\\/]\.vite$|release\.json$/.test(path),
    });
  }
  return { built, elements: elements.map(({ tagName }) => tagName) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { built, elements } = assemble();
  console.log(
    `@puente/elements assembled: ${elements.map((tag) => `<${tag}>`).join(', ')}${built ? '' : ' (types only: run `pnpm build` for dist/)'}`,
  );
}
