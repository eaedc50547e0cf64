/**
 * Writes custom-elements.json (Custom Elements Manifest 2.1) from the JSDoc on
 * each `src/<feature>/<feature>.element.ts` (`@summary`, `@attr`, `@property`,
 * `@event`, `@cssproperty`, `@csspart`, `@slot`, `@reserve`) and the element reference
 * in docs/embedding.md from that manifest. What every element shares
 * (`puente-ready`, the theme's custom properties) is declared here once.
 *
 * Run: `pnpm --filter @puente/widgets manifest` (the build runs it too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Documented,
  type ElementSource,
  findElementSources,
} from '../vite/element-sources.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EMBEDDING_DOC = join(packageDir, '..', '..', 'docs', 'embedding.md');

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
function withCommon(documented: Documented[], common: Documented[]): Documented[] {
  const named = new Set(documented.map(({ name }) => name));
  return [...documented, ...common.filter(({ name }) => !named.has(name))];
}

function moduleOf(element: ElementSource) {
  const { path, className: name, tagName } = element;
  return {
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        name,
        tagName,
        customElement: true,
        description: element.description,
        ...(element.summary ? { summary: element.summary } : {}),
        superclass: { name: 'HTMLElement' },
        members: element.properties.map((property) => ({
          kind: 'field',
          ...property,
          ...(property.description?.startsWith('Read-only') ? { readonly: true } : {}),
        })),
        attributes: element.attributes,
        events: withCommon(element.events, COMMON_EVENTS),
        cssProperties: withCommon(element.cssProperties, COMMON_CSS_PROPERTIES),
        cssParts: element.cssParts,
        slots: element.slots,
      },
    ],
    exports: [
      { kind: 'js', name, declaration: { name, module: path } },
      { kind: 'custom-element-definition', name: tagName, declaration: { name, module: path } },
    ],
  };
}

/** The manifest for every element in the package, as JSON text. */
export function buildManifest(elements = findElementSources(packageDir)): string {
  const manifest = { schemaVersion: '2.1.0', readme: 'README.md', modules: elements.map(moduleOf) };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

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

function referenceOf(element: ElementSource): string[] {
  const declaration = moduleOf(element).declarations[0];
  if (!declaration) return [];
  const reserved = element.reservations.map(
    ({ when, declarations }) => `${code(declarations)}${when ? ` when ${code(when)}` : ''}`,
  );
  return [
    `### \`<${element.tagName}>\``,
    '',
    ...(element.summary ? [`**${element.summary}**`, ''] : []),
    element.description,
    '',
    '```html',
    `<${element.tagName}></${element.tagName}>`,
    '```',
    '',
    ...table(
      ['Attribute', 'Type', 'Meaning'],
      declaration.attributes.map((a) => [
        code(a.name),
        a.type ? code(a.type.text) : '',
        a.description ?? '',
      ]),
    ),
    ...table(
      ['Property', 'Type', 'Meaning'],
      declaration.members.map((p) => [
        code(p.name),
        p.type ? code(p.type.text) : '',
        p.description ?? '',
      ]),
    ),
    ...table(
      ['Event', 'Detail', 'When'],
      declaration.events.map((e) => [
        code(e.name),
        e.type ? code(e.type.text) : '',
        e.description ?? '',
      ]),
    ),
    ...table(
      ['CSS custom property', 'Themes'],
      declaration.cssProperties.map((p) => [code(p.name), p.description ?? '']),
    ),
    ...table(
      ['Part (`::part(name)`)', 'Is'],
      declaration.cssParts.map((p) => [code(p.name), p.description ?? '']),
    ),
    ...(reserved.length > 0
      ? [`Space reserved before it renders: ${reserved.join('; ')}.`, '']
      : []),
  ];
}

/** The element reference section of docs/embedding.md, markers included. */
export function buildReference(elements = findElementSources(packageDir)): string {
  return [REFERENCE_START, '', ...elements.flatMap(referenceOf), REFERENCE_END].join('\n');
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
  const elements = findElementSources(packageDir);
  writeFileSync(join(packageDir, 'custom-elements.json'), buildManifest(elements));
  const doc = readFileSync(EMBEDDING_DOC, 'utf8');
  writeFileSync(EMBEDDING_DOC, withReference(doc, buildReference(elements)));
  console.log(
    `custom-elements.json and docs/embedding.md written: ${elements.map((e) => `<${e.tagName}>`).join(', ')}`,
  );
}
