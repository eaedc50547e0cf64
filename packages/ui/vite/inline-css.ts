import type { Plugin, Rolldown } from 'vite';
import { RESERVE_CSS } from './element-registry.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The global registry `src/elements/element-styles.ts` reads: a list of CSS
 * texts under this registered symbol, one per loaded chunk that has styles.
 */
export const CSS_REGISTRY_KEY = 'puente.css';

/** The module that reads the registry: its chunk creates the registry before it runs, CSS or not. */
const REGISTRY_READER = /[\\/]src[\\/]elements[\\/]element-styles\.ts$/;

/**
 * vanilla-extract has no shadow-DOM mode: it emits .css files a page would
 * link into its document. For custom elements this moves each chunk's CSS
 * into that chunk's JavaScript instead, which adds it to a registry when the
 * chunk runs; elements adopt the registry into their shadow roots. So an
 * element carries only the styles of the code it loads, and nothing reaches
 * the page's stylesheets. Lengths in `rem` become `px` on the way: inside a
 * shadow root `rem` still follows the page's `html { font-size }`, which a
 * school's CSS may set to anything.
 */
export function inlineCssForShadowRoots(): Plugin {
  return {
    name: 'puente:inline-css-for-shadow-roots',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sheets = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        // reserve.css is for the page's own <head>, not a shadow root.
        if (
          file.type !== 'asset' ||
          !file.fileName.endsWith('.css') ||
          file.fileName === RESERVE_CSS
        )
          continue;
        sheets.set(
          file.fileName,
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source),
        );
      }
      const placed = new Set<string>();
      const carriers = cssCarriers(bundle);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])]
          .filter((name) => carriers.get(name)?.has(chunk.fileName) ?? true)
          .map((name) => {
            placed.add(name);
            return sheets.get(name) ?? '';
          })
          .join('\n');
        const registry = `(globalThis[Symbol.for(${JSON.stringify(CSS_REGISTRY_KEY)})]??=[])`;
        if (css) {
          chunk.code = `${registry}.push(${JSON.stringify(remToPx(css))});\n${chunk.code}`;
        } else if (chunk.moduleIds.some((id) => REGISTRY_READER.test(id))) {
          chunk.code = `${registry};\n${chunk.code}`;
        }
      }
      for (const name of sheets.keys()) {
        if (!placed.has(name))
          this.error(`${name} was emitted but no chunk imports it: it would be lost.`);
        delete bundle[name];
      }
    },
  };
}

/**
 * A stylesheet several chunks list (the theme's, which every style reads)
 * needs to run once per page, not once per chunk. It stays in one chunk (the
 * owner), and leaves every other chunk that is only ever loaded by entries
 * that import the owner before they render. Answers, per stylesheet, the
 * chunks that must carry it.
 */
function cssCarriers(bundle: OutputBundle): Map<string, Set<string>> {
  const chunks = new Map<string, OutputChunk>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const reach = (fileName: string, dynamic: boolean, seen = new Set<string>()): Set<string> => {
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    for (const next of [
      ...(chunk?.imports ?? []),
      ...(dynamic ? (chunk?.dynamicImports ?? []) : []),
    ]) {
      if (!seen.has(next)) reach(next, dynamic, seen);
    }
    return seen;
  };
  const entries = [...chunks.values()]
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => ({
      loads: reach(chunk.fileName, true),
      runsFirst: reach(chunk.fileName, false),
    }));
  const onlyAfter = (chunk: string, owner: string) =>
    entries.every(({ loads, runsFirst }) => !loads.has(chunk) || runsFirst.has(owner));

  const listers = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    for (const name of chunk.viteMetadata?.importedCss ?? []) {
      listers.set(name, [...(listers.get(name) ?? []), chunk.fileName]);
    }
  }
  const carriers = new Map<string, Set<string>>();
  for (const [name, files] of listers) {
    let best = new Set(files);
    for (const owner of files) {
      const carry = new Set(files.filter((file) => file === owner || !onlyAfter(file, owner)));
      if (carry.size < best.size) best = carry;
    }
    carriers.set(name, best);
  }
  return carriers;
}

const ROOT_FONT_SIZE_PX = 16;

/** `css` with every `rem` length in pixels (1rem = 16px), class names left alone. */
export function remToPx(css: string): string {
  return css.replace(/(?<![\w.-])(-?\d*\.?\d+)rem\b/g, (_length, amount: string) => {
    const px = Number(amount) * ROOT_FONT_SIZE_PX;
    return `${Number(px.toFixed(3))}px`;
  });
}
