/**
 * `pnpm size`: what a school's page downloads for Puente's elements, from the
 * widgets build (`pnpm build` first), gzip level 9 as the server sends it.
 * Fails when a budget is exceeded:
 * - the loader (`loader.js`) stays within LOADER_BUDGET and imports nothing;
 * - each element's first render (its module and every chunk that module
 *   imports before rendering, React included) stays within the React runtime
 *   chunk plus ELEMENT_BUDGET (plus CONTENT_BUDGET for the parts it shows as
 *   its content, which come in the same chunks), in either language: in es-MX (an element
 *   whose `lang`, or its page's, is Spanish) it also downloads the Spanish
 *   catalogs its first-render code asks for (`locales/es-MX.ts`). The loader
 *   is paid once a page, not once an element, so it has its own budget; the
 *   two-element figures include it.
 * `pnpm size --write` also puts the table in docs/embedding.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
export const LOADER_BUDGET = 5 * KB;
export const ELEMENT_BUDGET = 30 * KB;
/**
 * What an element shows as its content beyond its first render, and is
 * measured with it since the build puts it in the element's chunks
 * (`vite/element-chunks.ts`, FIRST_CONTENT in the widgets' vite config): the
 * finder's results and query cache, which it downloaded before its programmes
 * showed anyway, in eight chunks after its first render (docs/performance.md).
 */
export const CONTENT_BUDGET: Readonly<Record<string, number>> = {
  'puente-programme-finder': 27 * KB,
};

/** The pair the school-site journey embeds; the docs quote what it costs. */
const EXAMPLE_PAIR = ['puente-waitlist', 'puente-programme-finder'];

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages', 'widgets', 'dist');
const embeddingDoc = join(root, 'docs', 'embedding.md');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface SizeReport {
  loader: number;
  loaderImports: string[];
  react: number;
  loaderFile: string;
  elements: {
    tagName: string;
    files: string[];
    firstRender: number;
    /** The first render in es-MX: the same files and the Spanish catalogs they load. */
    spanishFirstRender: number;
  }[];
  /** What `files` weigh together, each file counted once. */
  weigh(files: Iterable<string>): number;
}

/** Reads the widgets build and weighs what each element needs for its first render. */
export function measure(distDir = dist): SizeReport {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No widgets build in ${distDir}: run \`pnpm build\` first.`);
  }
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const weigh = (files: Iterable<string>) =>
    [...new Set(files)].reduce((sum, file) => sum + gzipSize(file), 0);
  // Static imports only: what a dynamic import() brings comes after the first render.
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };

  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  // The Spanish catalogs the first-render code imports (a catalog's `index.ts` sits with it).
  const spanishCatalogs = (files: string[]) =>
    files.flatMap((file) =>
      (byFile.get(file)?.dynamicImports ?? [])
        .filter((key) => /locales[\\/]es-MX\.ts$/.test(key))
        .flatMap((key) => [...closure(key)]),
    );

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const loaderEntry = entries.find(([, chunk]) => chunk.name === 'loader');
  const reactChunk = Object.values(manifest).find((chunk) => chunk.name === 'react');
  if (!loaderEntry || !reactChunk) throw new Error('The build has no loader or no react chunk.');
  const loaderFile = loaderEntry[1].file;

  return {
    loader: gzipSize(loaderFile),
    loaderImports: loaderEntry[1].imports ?? [],
    loaderFile,
    react: gzipSize(reactChunk.file),
    elements: entries
      .filter(([, chunk]) => chunk.name?.startsWith('puente-'))
      .map(([key, chunk]) => {
        const files = [...closure(key)];
        const spanish = spanishCatalogs(files);
        return {
          tagName: chunk.name ?? '',
          files,
          firstRender: weigh(files),
          spanishFirstRender: weigh([...files, ...spanish]),
        };
      })
      .sort((a, b) => a.tagName.localeCompare(b.tagName)),
    weigh,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** The figures as a Markdown table, and the budgets each breaks. */
export function report(sizes: SizeReport): {
  table: string;
  failures: string[];
} {
  const failures: string[] = [];
  const elementLimit = sizes.react + ELEMENT_BUDGET;
  const rows: string[][] = [
    ['loader (`loader.js`)', kb(sizes.loader), `≤ ${kb(LOADER_BUDGET)}`],
    ['React runtime chunk (React, ReactDOM, r2wc)', kb(sizes.react), '—'],
  ];
  if (sizes.loader > LOADER_BUDGET) {
    failures.push(`loader.js is ${kb(sizes.loader)} gzip, over its ${kb(LOADER_BUDGET)} budget.`);
  }
  if (sizes.loaderImports.length > 0) {
    failures.push(`loader.js imports ${sizes.loaderImports.join(', ')}: it must stand alone.`);
  }
  for (const { tagName, firstRender, spanishFirstRender } of sizes.elements) {
    const content = CONTENT_BUDGET[tagName] ?? 0;
    const limit = elementLimit + content;
    const budget = content ? `${kb(ELEMENT_BUDGET)} + ${kb(content)} content` : kb(ELEMENT_BUDGET);
    for (const [language, size] of [
      ['', firstRender],
      [' in es-MX (with its Spanish catalogs)', spanishFirstRender],
    ] as const) {
      const beyondReact = size - sizes.react;
      rows.push([
        `\`<${tagName}>\` first render${language} (element + shared chunks + React)`,
        `${kb(size)} (React + ${kb(beyondReact)})`,
        `≤ ${kb(limit)} (React + ${budget})`,
      ]);
      if (size > limit) {
        failures.push(
          `<${tagName}> needs ${kb(size)} gzip for its first render${language}: React + ${kb(beyondReact)}, over React + ${budget} by ${kb(size - limit)}. Load what the first render does not show with import().`,
        );
      }
    }
  }
  const byTag = new Map(sizes.elements.map((element) => [element.tagName, element.files]));
  const pairs = sizes.elements.flatMap((a, i) =>
    sizes.elements.slice(i + 1).map((b) => ({
      tags: [a.tagName, b.tagName],
      size: sizes.weigh([sizes.loaderFile, ...a.files, ...b.files]),
    })),
  );
  const example = EXAMPLE_PAIR.every((tag) => byTag.has(tag))
    ? pairs.find((pair) => pair.tags.every((tag) => EXAMPLE_PAIR.includes(tag)))
    : undefined;
  const heaviest = pairs.reduce<(typeof pairs)[number] | undefined>(
    (max, pair) => (max && max.size >= pair.size ? max : pair),
    undefined,
  );
  for (const pair of [example, heaviest]) {
    if (!pair) continue;
    const label = pair === heaviest && pair !== example ? ' (the heaviest pair)' : '';
    rows.push([
      `a page with two: loader + ${pair.tags.map((tag) => `\`<${tag}>\``).join(' + ')}${label}`,
      kb(pair.size),
      '—',
    ]);
  }
  const lines = [
    '| what (gzip -9) | size | budget |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  if (example) {
    lines.push(
      '',
      `A school page with ${example.tags.map((tag) => `\`<${tag}>\``).join(' and ')} downloads ${kb(example.size)} (gzip) for both: the loader, React once, each element and the code they share, once.`,
    );
  }
  return { table: lines.join('\n'), failures };
}

const SIZES_START = '<!-- sizes:start (written by `pnpm size --write`) -->';
const SIZES_END = '<!-- sizes:end -->';

function writeToDocs(table: string): void {
  const doc = readFileSync(embeddingDoc, 'utf8');
  const start = doc.indexOf(SIZES_START);
  const end = doc.indexOf(SIZES_END);
  if (start < 0 || end < start) throw new Error(`${embeddingDoc} lacks the ${SIZES_START} markers`);
  writeFileSync(embeddingDoc, `${doc.slice(0, start)}${SIZES_START}\n${table}\n${doc.slice(end)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const distFlag = process.argv.find((arg) => arg.startsWith('--dist='));
    const { table, failures } = report(measure(distFlag ? distFlag.slice(7) : dist));
    console.log(table);
    if (process.argv.includes('--write')) writeToDocs(table);
    if (failures.length > 0) {
      console.error(`\nSize budgets exceeded:\n${failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nSize budgets held.');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
