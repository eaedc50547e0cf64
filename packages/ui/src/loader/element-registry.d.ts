// Made at build time by `elementRegistry()` in vite/plugins.ts from every element module.
declare module 'virtual:puente/element-registry' {
  /** Every element's tag name. */
  export const TAG_NAMES: readonly string[];
  /** Rules reserving each element's space before it renders. */
  export const RESERVATION_CSS: string;
  /** Each element's module and every file it imports before it runs, relative to the loader. */
  export const ELEMENT_FILES: Readonly<Record<string, readonly string[]>>;
}
