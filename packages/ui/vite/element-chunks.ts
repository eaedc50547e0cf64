import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

const REACT = /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/;
// The bundler's own helpers, which every element needs: with React, one request fewer.
const RUNTIME = /^\0?rolldown[\\/:]runtime/;
// A Spanish catalog loads only for a Spanish element: it stays a chunk of its own. An English
// one is code the element's first render needs, grouped like the rest (left to the bundler, it
// could land in another element's later chunk, which the finder then imported up front).
const CATALOG = /[\\/]locales[\\/](?:[\w-]+[\\/])?es-MX/;
// An element's module defines its tag when it runs: it stays in its entry, so
// no other element's code, loading a chunk, ever defines it.
const ELEMENT_MODULE = /\.element\.ts$/;

/**
 * Module id → the features (`programme-finder`) that need it before they show
 * their content, those that load it only later (a dialog behind a button,
 * toasts), and its size in the bundle.
 */
type ElementGraph = Record<string, { features: string[]; later: string[]; size: number }>;

/**
 * Code only a few elements share, smaller than this (bytes before
 * compression), goes in the chunk every element loads: a request costs a
 * phone on slow 4G more than a few hundred bytes do.
 */
const SMALLEST_SHARED_CHUNK = 8000;

/**
 * What one element needs first and several others later, smaller than this,
 * goes in the chunk every element loads too: every element then pays for
 * it, so only a few hundred bytes (the finder's message helper) are worth
 * the request.
 */
const SMALLEST_SHARED_LATER_CHUNK = 1000;

/**
 * The first of the element library's two builds (`vite build --mode graph`):
 * split as the bundler likes, then record which elements include each module
 * once the bundle is tree-shaken (the module graph alone would say every
 * element uses all of `@puente/core`, through its index), and whether the
 * element needs it for its content: what its module imports, and what it
 * imports lazily only when that is in `firstContent` (module ids: the
 * finder's results, which it shows once its data is in). `tagFeature` names
 * an element entry's feature.
 */
export function recordElementGraph(
  file: string,
  tagFeature: (name: string) => string | undefined,
  firstContent: readonly string[] = [],
): Plugin {
  return {
    name: 'puente:record-element-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out]] : [])),
      );
      const graph: ElementGraph = {};
      for (const entry of chunks.values()) {
        const feature = entry.isEntry ? tagFeature(entry.name) : undefined;
        if (!feature) continue;
        // Content first: a chunk reached both ways counts as content.
        const queue: [string, boolean][] = [[entry.fileName, true]];
        const seen = new Map<string, boolean>();
        while (queue.length > 0) {
          queue.sort(([, a], [, b]) => Number(a) - Number(b));
          const [name, content] = queue.pop() as [string, boolean];
          const chunk = chunks.get(name);
          if (!chunk || seen.has(name)) continue;
          seen.set(name, content);
          for (const imported of chunk.imports) queue.push([imported, content]);
          for (const imported of chunk.dynamicImports) {
            const target = chunks.get(imported)?.facadeModuleId ?? '';
            queue.push([imported, content && firstContent.includes(target)]);
          }
          for (const [id, module] of Object.entries(chunk.modules)) {
            const known = graph[id] ?? { features: [], later: [], size: module.renderedLength };
            const add = (list: string[]) => [...new Set([...list, feature])].sort();
            graph[id] = content
              ? { ...known, features: add(known.features) }
              : { ...known, later: add(known.later) };
          }
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(graph));
    },
  };
}

/**
 * The chunk groups of the element library's second build, from the graph the
 * first recorded, so that an element's code arrives in a few files fetched at
 * once rather than a waterfall of fifty (a phone on slow 4G pays a round trip
 * per level of imports, and per request beyond the browser's six at a time):
 * - `react`: React, ReactDOM and r2wc, loaded once a page;
 * - `<feature>`: what only that element needs for its content, the lazy
 *   parts it shows first included (each was one more round trip before the
 *   content showed);
 * - `shared~<features>`: what those elements, and no other, need for it;
 * - `shared-later~<features>`: what those elements need for their content
 *   and several others load only later (the zag machines behind the finder's
 *   dropdowns and every element's toasts, the advisor chat's script behind
 *   the canned assistant): its own chunk, so another element's later code
 *   imports it, not those elements' whole chunks;
 * - `<feature>-later` and `later`: what elements load only after their
 *   content shows (a dialog behind a button, toasts);
 * - Spanish catalogs, and modules no element includes (the loader), as the
 *   bundler splits them.
 */
export function elementChunkGroups(graphFile: string, elementCount: number) {
  let graph: ElementGraph | undefined;
  let chunks: Map<string, string[]> | undefined;
  const read = () => {
    graph ??= JSON.parse(readFileSync(graphFile, 'utf8')) as ElementGraph;
    return graph;
  };
  /** A module that renders nothing (an index re-exporting others) takes nothing along. */
  const empty = (id: string) => read()[id]?.size === 0;
  /** The elements whose chunk holds the module: those that use it, or every element for a small share. */
  const featuresOf = (id: string): string[] => {
    if (REACT.test(id) || CATALOG.test(id) || ELEMENT_MODULE.test(id)) return [];
    chunks ??= chunkFeatures(read());
    return chunks.get(id) ?? [];
  };
  /** What no element needs for its content: one chunk an element, one for what several load later. */
  const laterChunk = (id: string) => {
    const entry = read()[id];
    if (
      !entry ||
      entry.features.length > 0 ||
      entry.later.length === 0 ||
      CATALOG.test(id) ||
      ELEMENT_MODULE.test(id)
    ) {
      return null;
    }
    return entry.later.length === 1 ? `${entry.later[0]}-later` : 'later';
  };
  const chunkOf = (id: string) => {
    const features = featuresOf(id);
    const others = (read()[id]?.later ?? []).filter((feature) => !features.includes(feature));
    if (features.length > 0 && others.length > 1) return `shared-later~${features.join('~')}`;
    return features.length > 1 ? `shared~${features.join('~')}` : features[0];
  };
  // A chunk takes the modules it imports along, unless a group before it has
  // them: the modules more elements use go first, so none is taken into a
  // chunk of fewer elements; before each size, what those elements share
  // with others' later code, so their own chunks do not take it; and
  // modules that render nothing (an index re-exporting a package) last, so
  // they take nothing. The later chunks come after all of those.
  const sharedLater = (id: string) => chunkOf(id)?.startsWith('shared-later~') ?? false;
  return [
    {
      name: 'react',
      test: (id: string) => REACT.test(id) || RUNTIME.test(id),
      priority: 2 * elementCount + 2,
    },
    ...Array.from({ length: elementCount }, (_, index) => elementCount - index).flatMap((size) => [
      {
        name: (id: string) =>
          featuresOf(id).length === size && !empty(id) && sharedLater(id) ? chunkOf(id) : null,
        debugName: `used by ${size}, and later by others`,
        priority: 2 * size + 1,
      },
      {
        name: (id: string) => (featuresOf(id).length === size && !empty(id) ? chunkOf(id) : null),
        debugName: `used by ${size}`,
        priority: 2 * size,
      },
    ]),
    // What several elements load later before what one does, so an element's
    // later chunk does not take the shared later code it imports along.
    {
      name: (id: string) => (!empty(id) && laterChunk(id) === 'later' ? 'later' : null),
      debugName: 'later',
      priority: 1,
    },
    {
      name: (id: string) => (empty(id) ? null : laterChunk(id)),
      debugName: 'later, one element',
      priority: 0,
    },
    {
      name: (id: string) => (empty(id) ? (chunkOf(id) ?? laterChunk(id)) : null),
      debugName: 'empty',
      priority: -1,
    },
  ];
}

function chunkFeatures(graph: ElementGraph): Map<string, string[]> {
  const every = [...new Set(Object.values(graph).flatMap(({ features }) => features))].sort();
  // The chunk a module would go to by its elements: what several need, or
  // what one needs first and several others later.
  const shareOf = ({ features, later }: ElementGraph[string]) => {
    if (features.length > 1) return features.join('~');
    const others = later.filter((feature) => !features.includes(feature));
    return features.length === 1 && others.length > 1 ? `later~${features[0]}` : undefined;
  };
  const sizes = new Map<string, number>();
  for (const entry of Object.values(graph)) {
    const share = shareOf(entry);
    if (share) sizes.set(share, (sizes.get(share) ?? 0) + entry.size);
  }
  const small = (share: string) =>
    (sizes.get(share) ?? 0) <
    (share.startsWith('later~') ? SMALLEST_SHARED_LATER_CHUNK : SMALLEST_SHARED_CHUNK);
  return new Map(
    Object.entries(graph).map(([id, entry]) => {
      const share = shareOf(entry);
      return [id, share && small(share) ? every : entry.features];
    }),
  );
}
