import type { Plugin } from 'vite';

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
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        sheets.set(
          file.fileName,
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source),
        );
      }
      const placed = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])]
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

const ROOT_FONT_SIZE_PX = 16;

/** `css` with every `rem` length in pixels (1rem = 16px), class names left alone. */
export function remToPx(css: string): string {
  return css.replace(/(?<![\w.-])(-?\d*\.?\d+)rem\b/g, (_length, amount: string) => {
    const px = Number(amount) * ROOT_FONT_SIZE_PX;
    return `${Number(px.toFixed(3))}px`;
  });
}
