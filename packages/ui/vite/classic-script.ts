import type { Plugin } from 'vite';

/**
 * Makes the entry chunk `name` a file that runs as a plain `<script src>` as
 * well as a module: its code goes inside a function so its names stay out of
 * the page's globals, and the build fails if it imports, exports or reads
 * `import.meta`, which a plain script cannot.
 */
export function classicScript(name: string): Plugin {
  return {
    name: 'puente:classic-script',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === name,
      );
      if (chunk?.type !== 'chunk') return this.error(`No entry named ${name}.`);
      if (
        chunk.imports.length > 0 ||
        chunk.exports.length > 0 ||
        /\bimport\.meta\.\w/.test(chunk.code)
      ) {
        return this.error(
          `${chunk.fileName} must stand alone as a plain script: no imports, exports or import.meta.`,
        );
      }
      chunk.code = `(()=>{${chunk.code}})();\n`;
    },
  };
}
