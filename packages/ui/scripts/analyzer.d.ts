import type { InitializeParams, Plugin } from '@custom-elements-manifest/analyzer';

// The analyzer's index.d.ts leaves out the two things its index.js exports for programmatic use.
declare module '@custom-elements-manifest/analyzer' {
  /** The manifest of `modules`, source files made with the analyzer's own `ts`. */
  export function create(options: {
    modules: ReturnType<InitializeParams['ts']['createSourceFile']>[];
    plugins?: Plugin[];
  }): InitializeParams['customElementsManifest'];
  /** The analyzer's own TypeScript, whose AST its plugins receive. */
  export const ts: InitializeParams['ts'];
}
