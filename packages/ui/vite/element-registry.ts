import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { type ElementSource, reservationCss } from './element-sources.ts';

/** The module id the loader imports its list of elements from. */
export const ELEMENT_REGISTRY_ID = 'virtual:puente/element-registry';

/**
 * The files `code` (of the bundle's file `fileName`) imports statically, as
 * its final text names them: the chunks' `imports` can still hold a name from
 * before the chunk groups were hashed.
 */
function staticImports(fileName: string, code: string): string[] {
  const from = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  return [...code.matchAll(from)].flatMap(([, specifier]) =>
    specifier?.startsWith('.') ? [posix.join(posix.dirname(fileName), specifier)] : [],
  );
}

/** The reservations as a stylesheet, beside the loader. */
export const RESERVE_CSS = 'reserve.css';

/** Stands in the loader for the files each element needs, until the bundle knows them. */
const ELEMENT_FILES_MARK = '__PUENTE_ELEMENT_FILES__';

/**
 * Gives the loader (`src/loader/`) what it must know before any element
 * loads: every tag name, the CSS reserving each element's space, and the
 * files each element's module imports (`ELEMENT_FILES`, written once the
 * bundle is), so the loader asks for them all at once. Writes the same
 * reservations as `reserve.css`, for a page's `<head>` (`reservationCss`).
 */
export function elementRegistry(elements: () => readonly ElementSource[]): Plugin {
  const resolved = `\0${ELEMENT_REGISTRY_ID}`;
  return {
    name: 'puente:element-registry',
    enforce: 'post',
    resolveId: (id) => (id === ELEMENT_REGISTRY_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const all = elements();
      return [
        `export const TAG_NAMES = ${JSON.stringify(all.map(({ tagName }) => tagName))};`,
        `export const RESERVATION_CSS = ${JSON.stringify(reservationCss(all))};`,
        `export const ELEMENT_FILES = ${JSON.stringify(ELEMENT_FILES_MARK)};`,
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: RESERVE_CSS,
        source: reservationCss(elements(), { forPage: true }),
      });
      const chunks = new Map(
        Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out]] : [])),
      );
      const tags = new Set(elements().map(({ tagName }) => tagName));
      const files: Record<string, string[]> = {};
      for (const entry of chunks.values()) {
        if (!entry.isEntry || !tags.has(entry.name)) continue;
        const needed = new Set<string>();
        const imports = (name: string) => staticImports(name, chunks.get(name)?.code ?? '');
        // An entry that only re-exports its chunk need not be asked for.
        const facade = Object.values(entry.modules).every(
          ({ renderedLength }) => renderedLength === 0,
        );
        const queue = facade ? imports(entry.fileName) : [entry.fileName];
        for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
          if (needed.has(name) || !chunks.has(name)) continue;
          needed.add(name);
          queue.push(...imports(name));
        }
        files[entry.name] = [...needed];
      }
      const mark = new RegExp(`(["'\`])${ELEMENT_FILES_MARK}\\1`);
      for (const chunk of chunks.values()) {
        if (mark.test(chunk.code)) chunk.code = chunk.code.replace(mark, JSON.stringify(files));
      }
    },
  };
}
