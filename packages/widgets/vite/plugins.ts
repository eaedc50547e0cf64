import type { Plugin } from 'vite';

/** The identifier `src/elements/element-styles.ts` reads; replaced by the CSS text. */
export const CSS_PLACEHOLDER = '__PUENTE_CSS__';

/**
 * vanilla-extract has no shadow-DOM mode: it emits .css files a page would
 * link into its document. For custom elements this moves that CSS into the
 * JavaScript instead, in place of `__PUENTE_CSS__`, so each element adopts it
 * into its own shadow root and nothing reaches the page's stylesheets.
 */
export function inlineCssForShadowRoots(placeholder = CSS_PLACEHOLDER): Plugin {
  return {
    name: 'puente:inline-css-for-shadow-roots',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = sheets
        .map((file) =>
          file.type === 'asset' && typeof file.source !== 'string'
            ? new TextDecoder().decode(file.source)
            : String(file.type === 'asset' ? file.source : ''),
        )
        .join('\n');
      for (const sheet of sheets) delete bundle[sheet.fileName];

      const literal = JSON.stringify(css);
      let replaced = 0;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.code.includes(placeholder)) continue;
        file.code = file.code.replaceAll(placeholder, () => literal);
        replaced += 1;
      }
      if (css && replaced === 0) {
        this.error(`CSS was emitted but no chunk reads ${placeholder}: it would be lost.`);
      }
    },
  };
}
